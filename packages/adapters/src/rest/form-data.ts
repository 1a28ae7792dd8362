/** Multipart fields as FormData; undefined and null fields are skipped (SPEC §7). */
export function formDataOf(
  fields: Readonly<Record<string, string | number | boolean | null | undefined>>,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  return form;
}
