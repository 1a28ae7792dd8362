import { SEED_PARTNERS } from '../seed/catalogue/partners.ts';

/** An address of the postal-code service, BrasilAPI CEP v2 shape. */
export interface CepAddress {
  cep: string;
  state: string;
  city: string;
  neighborhood: string;
  street: string;
  service: string;
  location: { type: 'Point'; coordinates: { longitude?: string; latitude?: string } };
}

const EXTRA: [string, string, string, string, string, number | null, number | null][] = [
  ['20040002', 'RJ', 'Rio de Janeiro', 'Centro', 'Rua da Assembleia', -22.9042, -43.1771],
  ['30140071', 'MG', 'Belo Horizonte', 'Funcionários', 'Rua Sergipe', -19.9323, -43.9343],
  ['40010000', 'BA', 'Salvador', 'Comércio', 'Avenida Estados Unidos', -12.9707, -38.5126],
  ['69005070', 'AM', 'Manaus', 'Centro', 'Rua Saldanha Marinho', null, null],
  ['70040010', 'DF', 'Brasília', 'Asa Norte', 'SBN Quadra 1', -15.7907, -47.8826],
  ['89010025', 'SC', 'Blumenau', 'Centro', 'Rua Doutor Luiz de Freitas Melro', -26.9244, -49.0629],
  ['01001000', 'SP', 'São Paulo', 'Sé', 'Praça da Sé', -23.5503, -46.6339],
  [
    '04094050',
    'SP',
    'São Paulo',
    'Parque Ibirapuera',
    'Avenida Pedro Álvares Cabral',
    -23.5874,
    -46.6576,
  ],
];

function address(
  cep: string,
  state: string,
  city: string,
  neighborhood: string,
  street: string,
  latitude: number | null,
  longitude: number | null,
): CepAddress {
  return {
    cep,
    state,
    city,
    neighborhood,
    street,
    service: 'open-cep',
    location: {
      type: 'Point',
      coordinates:
        latitude === null || longitude === null
          ? {}
          : { longitude: String(longitude), latitude: String(latitude) },
    },
  };
}

/** Every partner's address plus a few well-known ones: a few dozen CEPs. */
export const CEP_ADDRESSES: ReadonlyMap<string, CepAddress> = new Map(
  [
    ...SEED_PARTNERS.map((p) =>
      address(
        p.address.code,
        p.address.state,
        p.address.city,
        p.address.neighborhood,
        p.address.street,
        p.latitude,
        p.longitude,
      ),
    ),
    ...EXTRA.map((row) => address(...row)),
  ].map((a) => [a.cep, a]),
);
