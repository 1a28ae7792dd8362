/**
 * Names of the banks a company may name in `allowed_banks` (COMPE codes, three digits), for
 * the member to read which accounts a Pix withdrawal may go to. An unknown code is shown as
 * the code itself ('Banco 999'), never hidden.
 */
export const BANK_NAMES: Readonly<Record<string, string>> = {
  '001': 'Banco do Brasil',
  '033': 'Santander',
  '041': 'Banrisul',
  '070': 'BRB',
  '077': 'Banco Inter',
  '104': 'Caixa Econômica Federal',
  '208': 'BTG Pactual',
  '212': 'Banco Original',
  '237': 'Bradesco',
  '260': 'Nubank',
  '290': 'PagBank',
  '323': 'Mercado Pago',
  '336': 'C6 Bank',
  '341': 'Itaú Unibanco',
  '380': 'PicPay',
  '422': 'Safra',
  '748': 'Sicredi',
  '756': 'Sicoob',
};

export interface Bank {
  readonly code: string;
  /** The bank's name, or null when the code is not one we know. */
  readonly name: string | null;
}

/** A COMPE code as three digits ('1' → '001'); null when it is not a bank code. */
export function normaliseBankCode(code: string): string | null {
  const digits = code.trim();
  return /^\d{1,3}$/.test(digits) ? digits.padStart(3, '0') : null;
}

/** The banks of a list of codes, in their order, each once; codes that are not codes left out. */
export function banksOf(codes: readonly string[]): Bank[] {
  const seen = new Set<string>();
  const banks: Bank[] = [];
  for (const raw of codes) {
    const code = normaliseBankCode(raw);
    if (code === null || seen.has(code)) continue;
    seen.add(code);
    banks.push({ code, name: BANK_NAMES[code] ?? null });
  }
  return banks;
}
