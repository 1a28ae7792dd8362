/** The activation form as typed. */
export interface ActivationForm {
  password?: string;
  confirm_password?: string;
  interests?: readonly (string | number)[];
  categories?: unknown;
  [field: string]: unknown;
}

/**
 * The multipart fields of an activation (SPEC §5): interests as `interests[i]`, categories
 * dropped, `confirm_password` defaulting to the password; null and undefined are not sent.
 */
export function activationFields(form: ActivationForm): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    if (key === 'categories' || key === 'interests') continue;
    if (value === null || value === undefined) continue;
    fields[key] = typeof value === 'string' ? value : String(value);
  }
  (form.interests ?? []).forEach((interest, index) => {
    fields[`interests[${index}]`] = String(interest);
  });
  if (form.password !== undefined && (form.confirm_password ?? '') === '') {
    fields['confirm_password'] = form.password;
  }
  return fields;
}
