/**
 * A small RFC 4180 parser: comma-separated, optional double-quoted fields in which
 * commas, line breaks and doubled quotes ("") are literal. CRLF or LF line ends.
 * INEC names do contain quoted commas and quotes, e.g. `"BOGORO ""A"""`.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; // byte-order mark
  const n = text.length;
  let atRowStart = true;
  while (i < n) {
    let value: string;
    if (text[i] === '"') {
      // Quoted field: up to the quote not followed by another quote.
      let out = '';
      let from = ++i;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote === -1) throw new Error(`Unterminated quoted field in CSV row ${rows.length + 1}`);
        if (text[quote + 1] === '"') {
          out += text.slice(from, quote + 1);
          from = quote + 2;
          continue;
        }
        out += text.slice(from, quote);
        i = quote + 1;
        break;
      }
      value = out;
      if (i < n && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') {
        throw new Error(`Unexpected character after a quoted field in CSV row ${rows.length + 1}`);
      }
    } else {
      let end = i;
      while (end < n) {
        const c = text.charCodeAt(end);
        if (c === 44 /* , */ || c === 10 /* \n */ || c === 13 /* \r */) break;
        end++;
      }
      value = text.slice(i, end);
      i = end;
    }
    row.push(value);
    atRowStart = false;
    if (i >= n) break;
    if (text[i] === ',') {
      i++;
      if (i >= n) row.push(''); // trailing comma: one more empty field
      continue;
    }
    // End of the row: \n, \r\n or \r.
    if (text[i] === '\r') i++;
    if (text[i] === '\n') i++;
    rows.push(row);
    row = [];
    atRowStart = true;
  }
  if (!atRowStart) rows.push(row);
  return rows;
}

/**
 * Rows as RFC 4180 CSV (CRLF line ends), each field quoted when it holds a comma, quote or line
 * break. A text field a spreadsheet would run as a formula (starting =, +, - or @) is prefixed
 * with an apostrophe, so a downloaded file never computes anything.
 */
export function toCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  const field = (value: string | number | boolean | null | undefined) => {
    if (value === null || value === undefined) return '';
    if (typeof value !== 'string') return String(value);
    const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
