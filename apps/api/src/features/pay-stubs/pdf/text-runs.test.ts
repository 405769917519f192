import { describe, expect, it } from 'vitest';
import { stubFontsFor } from './fonts';
import { textRuns } from './text-runs';

const english = stubFontsFor('en').regular;
const chinese = stubFontsFor('zh').regular;

/** Each run as `face:text`, shaped runs marked with `~`. */
const runs = (text: string, chain = english) =>
  textRuns(text, chain).map((run) => `${run.face.id}${run.shaped ? '~' : ''}:${run.text}`);

describe('splitting a line into runs by face and direction', () => {
  it('keeps a line its own face writes in one run', () => {
    expect(runs('Lakeside Bakery LLC – Ștefan, Ελλάδα, Москва')).toEqual([
      'latin-regular:Lakeside Bakery LLC – Ștefan, Ελλάδα, Москва',
    ]);
    expect(runs('州所得税 (伊利诺伊州) US$1,593.97', chinese)).toEqual([
      'hans-regular:州所得税 (伊利诺伊州) US$1,593.97',
    ]);
  });

  it('writes each script in the first face that has it, the language’s own face first', () => {
    expect(runs('Wang 王伟 😀')).toEqual([
      'latin-regular:Wang ',
      'hans-regular:王伟',
      'latin-regular: ',
      'emoji-regular:😀',
    ]);
    expect(runs('Kim 김민준 สมชาย', chinese)).toEqual([
      'hans-regular:Kim ',
      'korean-regular:김민준',
      'hans-regular: ',
      'thai-regular~:สมชาย',
    ]);
    // Devanagari is in the Latin face, which the Chinese face falls back to; it is shaped.
    expect(runs('王 हिन्दी', chinese)).toEqual(['hans-regular:王 ', 'latin-regular~:हिन्दी']);
  });

  it('keeps an emoji sequence in one shaped run, joiners and skin tones included', () => {
    expect(runs('👨\u200d👩\u200d👧 👍🏽')).toEqual([
      'emoji-regular~:👨\u200d👩\u200d👧',
      'latin-regular: ',
      'emoji-regular~:👍🏽',
    ]);
    // A variation selector the face lacks is left out rather than drawn as a box.
    expect(runs('A\ufe0fB')).toEqual(['latin-regular:AB']);
  });

  it('orders right-to-left words from the right, the shaper reversing the letters', () => {
    // Logical order in, display order out: the shaped run is handed over in logical order and
    // the shaper draws it from the right; the runs themselves come in display order.
    expect(runs('ليلى حداد')).toEqual(['arabic-regular~:ليلى حداد']);
    expect(runs('Leila ليلى حداد Haddad')).toEqual([
      'latin-regular:Leila ',
      'arabic-regular~:ليلى حداد',
      'latin-regular: Haddad',
    ]);
    // Digits inside a right-to-left stretch stay left to right, and the stretch turns around them.
    expect(runs('שלום 123 עולם')).toEqual([
      'hebrew-regular~:עולם',
      'latin-regular: ',
      'latin-regular:123',
      'hebrew-regular~:שלום ',
    ]);
  });

  it('ignores direction overrides in a name: the rest of the line keeps its order', () => {
    expect(runs('Ethan \u202eBrooks')).toEqual(['latin-regular:Ethan Brooks']);
  });

  it('writes a character no face has in the line’s own face, as its empty box', () => {
    expect(runs('Abebe አበበ')).toEqual(['latin-regular:Abebe አበበ']);
  });
});
