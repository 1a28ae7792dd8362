/** CPFs are compared as digits only, so '529.982.247-25' and '52998224725' are the same. */
export function normalizeDocument(document: string): string {
  return document.replace(/\D/g, '');
}

/** A CPF with 11 digits, not all equal, whose two check digits are right. */
export function isValidCpf(document: string): boolean {
  const digits = normalizeDocument(document);
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (length: number): number => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    return ((sum * 10) % 11) % 10;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]);
}
