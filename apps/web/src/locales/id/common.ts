/**
 * Texts of the app shell shared by every page (header, footer, drawer, language switch), Indonesian:
 * the spec's texts to the letter (issue 18, decision 210). English twin: `../en/common.ts`.
 */
const common = {
  language: 'Bahasa',
  languageSwitch: 'Pilih bahasa',
} as const;

export default common;
