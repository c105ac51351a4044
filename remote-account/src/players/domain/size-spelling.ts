import { sizesOf, type SizeChart } from '@teamwear/shared/contracts';
import { asciiDigits } from './ascii-digits';

/**
 * One way of writing a size, whatever the spelling: upper case, without spaces, Khmer digits as
 * ASCII, and every run of X's before S or L written as a count ("XXXL", "3XL", "3 xl" and "xxx-l"
 * are all "3XL"; "XL" stays "XL").
 */
function sizeKey(text: string): string {
  const plain = asciiDigits(text)
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\-_.]+/g, '');
  const counted = /^(\d+)X([SL])$/.exec(plain);
  const lettered = /^(X+)([SL])$/.exec(plain);
  const count = counted ? Number(counted[1]) : lettered?.[1]?.length;
  const end = (counted ?? lettered)?.[2];
  if (count === undefined || end === undefined) return plain;
  return count <= 1 ? `X${end}` : `${count}X${end}`;
}

/**
 * The shop's own spelling of a size written another common way: a spreadsheet's "XXXL", "xxl"
 * or " 3 XL " is the chart's "3XL", "2XL", "3XL" (and "XXL" when that is how the shop writes it).
 * A size the chart does not know comes back as it was, for the check to name.
 */
export function chartSpelling(text: string, chart: SizeChart): string {
  const key = sizeKey(text);
  if (key === '') return text;
  return sizesOf(chart).find((size) => sizeKey(size) === key) ?? text;
}
