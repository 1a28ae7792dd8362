/** The id of the support request on Meu perfil: /perfil#suporte leads to it. */
export const SUPPORT_ANCHOR = 'suporte';
