import { defineTexts } from '../../i18n/feature-texts.ts';

/**
 * The club's default legal documents (SPEC §2 leaves their content to the product): the
 * member's terms, the privacy policy and the partnership terms, in sections; a section's
 * paragraphs are separated by a blank line, `{{club}}` is the company's club.
 */
export const legalTexts = defineTexts(
  'legal',
  {
    documents: 'Documentos',
    backToSignIn: 'Voltar para Entrar',
    backToActivation: 'Voltar ao formulário de ativação',
    genericClub: 'o clube',
    user: {
      intro:
        'Estes termos regem o uso de {{club}}, o clube de vantagens que a sua empresa oferece a você. Ao ativar a sua conta e usar o clube, você concorda com eles.',
      sections: {
        about: {
          title: '1. O que é o clube',
          body: 'O clube reúne ofertas de parceiros: descontos, dinheiro de volta, vouchers, prêmios e recompensas em pontos. As ofertas são dos parceiros, que definem preços, prazos, estoques e regras de uso de cada uma.\n\nA sua empresa escolhe quais recursos do clube estão disponíveis para você, e pode mudá-los a qualquer momento.',
        },
        account: {
          title: '2. A sua conta',
          body: 'A conta é pessoal e intransferível: só você pode usá-la. Mantenha a sua senha em segredo e avise o suporte se suspeitar de uso indevido.\n\nOs seus dados de cadastro devem ser verdadeiros e atualizados. Você pode corrigi-los a qualquer momento em Meu perfil.',
        },
        offers: {
          title: '3. Ofertas e resgates',
          body: 'Antes de resgatar, leia a descrição, as regras de uso e a validade da oferta. Códigos, vouchers e cartas de desconto valem só dentro do prazo e das condições informadas pelo parceiro.\n\nO atendimento, a entrega e a garantia de produtos e serviços são de responsabilidade do parceiro que os vende.',
        },
        balances: {
          title: '4. Dinheiro de volta, prêmios e pontos',
          body: 'O dinheiro de volta fica pendente até o parceiro confirmar a compra, e só então fica disponível. O saque por Pix exige o saldo mínimo informado no clube.\n\nPontos e prêmios não são dinheiro e não podem ser transferidos a outras pessoas; eles valem enquanto você for membro do clube e dentro das regras da sua empresa.',
        },
        conduct: {
          title: '5. Uso adequado',
          body: 'Não é permitido revender ofertas, usar meios automáticos para resgatá-las, burlar limites por pessoa ou usar o clube para fins ilícitos. O uso indevido pode levar ao bloqueio da conta e ao cancelamento de resgates.',
        },
        end: {
          title: '6. Fim do acesso',
          body: 'O acesso ao clube termina quando a sua empresa encerra o benefício ou o seu vínculo com ela. Resgates já feitos continuam valendo nas condições do parceiro.',
        },
        changes: {
          title: '7. Mudanças nestes termos',
          body: 'Estes termos podem mudar para acompanhar o clube e a lei. Mudanças importantes são avisadas no próprio clube antes de valerem.',
        },
        contact: {
          title: '8. Fale com a gente',
          body: 'Dúvidas sobre estes termos ou sobre um resgate? Use o Suporte do clube, em Meu perfil.',
        },
      },
    },
    privacy: {
      intro:
        'Esta política explica quais dados pessoais {{club}} trata, para quê, com quem os compartilha e como você exerce os seus direitos, conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018).',
      sections: {
        data: {
          title: '1. Dados que tratamos',
          body: 'Dados de cadastro: nome, CPF, e-mail, telefone, data de nascimento, gênero e endereço.\n\nDados de uso: ofertas vistas, curtidas, favoritos, buscas, resgates, saldos e, quando você permite, a sua localização para mostrar parceiros próximos.',
        },
        purposes: {
          title: '2. Para que usamos',
          body: 'Para dar acesso ao clube, processar resgates, dinheiro de volta, prêmios e saques, atender o suporte, prevenir fraudes e melhorar as ofertas mostradas a você.',
        },
        sharing: {
          title: '3. Com quem compartilhamos',
          body: 'Com a sua empresa, que oferece o clube; com o parceiro de uma oferta que você resgata, só o necessário para o resgate; e com prestadores de serviço que operam o clube, sob contrato e sigilo. Não vendemos os seus dados.',
        },
        location: {
          title: '4. Localização',
          body: 'A localização é usada só quando você pede os parceiros próximos e o seu navegador permite. Você pode negar ou retirar essa permissão nas configurações do navegador.',
        },
        retention: {
          title: '5. Guarda e segurança',
          body: 'Guardamos os dados enquanto a sua conta existir e pelo prazo que a lei exigir depois disso. Os dados trafegam cifrados e o acesso a eles é restrito.',
        },
        rights: {
          title: '6. Os seus direitos',
          body: 'Você pode pedir confirmação do tratamento, acesso, correção, anonimização, portabilidade e eliminação dos seus dados, e informações sobre o compartilhamento. Muitos dados você corrige direto em Meu perfil; para o resto, use o Suporte do clube.',
        },
        changes: {
          title: '7. Mudanças nesta política',
          body: 'Esta política pode mudar. Mudanças importantes são avisadas no próprio clube antes de valerem.',
        },
      },
    },
    partner: {
      intro:
        'Estes termos valem para as empresas que oferecem vantagens aos membros de {{club}}. Ao publicar ofertas no clube, o parceiro concorda com eles.',
      sections: {
        offers: {
          title: '1. Ofertas',
          body: 'O parceiro define as ofertas — descontos, dinheiro de volta, vouchers, códigos, cartas ou prêmios — com preço, validade, estoque e regras de uso claros, e as honra para todo membro que as resgatar dentro dessas condições.',
        },
        service: {
          title: '2. Atendimento',
          body: 'O parceiro atende os membros com a mesma qualidade dos demais clientes e responde pela entrega, pela troca e pela garantia dos seus produtos e serviços.',
        },
        cashback: {
          title: '3. Dinheiro de volta',
          body: 'Nas ofertas com dinheiro de volta, o parceiro informa as compras elegíveis e confirma ou recusa cada uma no prazo combinado, para que o valor fique disponível ao membro.',
        },
        data: {
          title: '4. Dados dos membros',
          body: 'O parceiro usa os dados que recebe de um resgate só para atendê-lo, segundo a Lei Geral de Proteção de Dados, e não os usa para outros fins sem o consentimento do membro.',
        },
        brand: {
          title: '5. Marca e conteúdo',
          body: 'O parceiro autoriza o uso da sua marca, imagens e textos nas ofertas publicadas no clube e garante que tem os direitos sobre eles.',
        },
        end: {
          title: '6. Encerramento',
          body: 'A parceria pode ser encerrada por qualquer das partes, com aviso prévio. Resgates feitos antes do encerramento continuam valendo nas condições da oferta.',
        },
      },
    },
  },
  {
    documents: 'Documents',
    backToSignIn: 'Back to sign in',
    backToActivation: 'Back to the activation form',
    genericClub: 'the club',
    user: {
      intro:
        'These terms govern the use of {{club}}, the benefits club your company offers you. By activating your account and using the club you agree to them.',
      sections: {
        about: {
          title: '1. What the club is',
          body: 'The club brings together offers from partners: discounts, cashback, vouchers, awards and rewards paid in points. The offers belong to the partners, who set the price, dates, stock and rules of each one.\n\nYour company chooses which features of the club are available to you, and may change them at any time.',
        },
        account: {
          title: '2. Your account',
          body: 'The account is personal and cannot be transferred: only you may use it. Keep your password secret and tell support if you suspect misuse.\n\nYour registration details must be true and up to date. You can correct them at any time in My profile.',
        },
        offers: {
          title: '3. Offers and redemptions',
          body: 'Before redeeming, read the description, the rules of use and the expiry of the offer. Codes, vouchers and discount letters are only valid within the dates and conditions the partner gives.\n\nService, delivery and warranty of products and services are the responsibility of the partner that sells them.',
        },
        balances: {
          title: '4. Cashback, awards and points',
          body: 'Cashback stays pending until the partner confirms the purchase, and only then becomes available. A Pix withdrawal requires the minimum balance shown in the club.\n\nPoints and awards are not money and cannot be transferred to other people; they are valid while you are a member of the club and within your company’s rules.',
        },
        conduct: {
          title: '5. Proper use',
          body: 'You may not resell offers, redeem them by automated means, get around per-person limits or use the club for unlawful purposes. Misuse may lead to the account being blocked and redemptions cancelled.',
        },
        end: {
          title: '6. End of access',
          body: 'Access to the club ends when your company ends the benefit or your relationship with it. Redemptions already made remain valid under the partner’s conditions.',
        },
        changes: {
          title: '7. Changes to these terms',
          body: 'These terms may change to keep up with the club and the law. Important changes are announced in the club before they apply.',
        },
        contact: {
          title: '8. Talk to us',
          body: 'Questions about these terms or about a redemption? Use the club’s Support, in My profile.',
        },
      },
    },
    privacy: {
      intro:
        'This policy explains which personal data {{club}} processes, what for, with whom it is shared and how you exercise your rights, under Brazil’s General Data Protection Law (Law 13,709/2018).',
      sections: {
        data: {
          title: '1. Data we process',
          body: 'Registration data: name, CPF, email, phone, date of birth, gender and address.\n\nUsage data: offers viewed, likes, favourites, searches, redemptions, balances and, when you allow it, your location to show nearby partners.',
        },
        purposes: {
          title: '2. What we use it for',
          body: 'To give you access to the club, process redemptions, cashback, awards and withdrawals, answer support requests, prevent fraud and improve the offers shown to you.',
        },
        sharing: {
          title: '3. Who we share it with',
          body: 'With your company, which offers the club; with the partner of an offer you redeem, only what the redemption needs; and with service providers that run the club, under contract and confidentiality. We do not sell your data.',
        },
        location: {
          title: '4. Location',
          body: 'Your location is used only when you ask for nearby partners and your browser allows it. You can refuse or withdraw that permission in your browser settings.',
        },
        retention: {
          title: '5. Retention and security',
          body: 'We keep the data while your account exists and for as long as the law requires afterwards. Data travels encrypted and access to it is restricted.',
        },
        rights: {
          title: '6. Your rights',
          body: 'You may ask for confirmation of processing, access, correction, anonymisation, portability and deletion of your data, and for information about sharing. You can correct much of it yourself in My profile; for the rest, use the club’s Support.',
        },
        changes: {
          title: '7. Changes to this policy',
          body: 'This policy may change. Important changes are announced in the club before they apply.',
        },
      },
    },
    partner: {
      intro:
        'These terms apply to the companies that offer benefits to the members of {{club}}. By publishing offers in the club the partner agrees to them.',
      sections: {
        offers: {
          title: '1. Offers',
          body: 'The partner defines its offers — discounts, cashback, vouchers, codes, letters or awards — with a clear price, expiry, stock and rules of use, and honours them for every member who redeems them within those conditions.',
        },
        service: {
          title: '2. Customer service',
          body: 'The partner serves members as well as its other customers and is responsible for the delivery, exchange and warranty of its products and services.',
        },
        cashback: {
          title: '3. Cashback',
          body: 'For cashback offers, the partner reports the eligible purchases and confirms or rejects each one within the agreed time, so that the amount becomes available to the member.',
        },
        data: {
          title: '4. Members’ data',
          body: 'The partner uses the data it receives from a redemption only to fulfil it, under Brazil’s General Data Protection Law, and does not use it for other purposes without the member’s consent.',
        },
        brand: {
          title: '5. Brand and content',
          body: 'The partner authorises the use of its brand, images and texts in the offers published in the club and warrants that it holds the rights to them.',
        },
        end: {
          title: '6. Ending the partnership',
          body: 'Either party may end the partnership with prior notice. Redemptions made before it ends remain valid under the offer’s conditions.',
        },
      },
    },
  },
);

/** The sections of each document, in reading order. */
export const LEGAL_SECTIONS = {
  user: ['about', 'account', 'offers', 'balances', 'conduct', 'end', 'changes', 'contact'],
  privacy: ['data', 'purposes', 'sharing', 'location', 'retention', 'rights', 'changes'],
  partner: ['offers', 'service', 'cashback', 'data', 'brand', 'end'],
} as const;

export type LegalDocument = keyof typeof LEGAL_SECTIONS;
