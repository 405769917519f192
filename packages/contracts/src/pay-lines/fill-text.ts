/** A catalogue text with its `{name}` placeholders filled; an unknown one stays as written. */
export const fillText = (text: string, values: Readonly<Record<string, string | number>>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
