import { languageSchema } from '../site/languages.js';
import { ENGLISH_TEXTS, localized, SITE_TEXTS, siteTexts } from './texts.js';

describe('site texts', () => {
  it('has every text in every contact form language', () => {
    const keys = Object.keys(ENGLISH_TEXTS).sort();
    for (const language of languageSchema.options) {
      const texts = SITE_TEXTS[language];
      expect(Object.keys(texts).sort()).toEqual(keys);
      for (const value of Object.values(texts)) expect(value.trim()).not.toBe('');
    }
    expect(languageSchema.options.map((language) => siteTexts(language).lang)).toEqual(['en', 'es', 'fr', 'it', 'de', 'ja', 'ko']);
  });

  it('translates untouched defaults and keeps the owner’s wording', () => {
    const german = siteTexts('German');
    expect(localized('Name', 'name', german)).toBe('Name');
    expect(localized('Message', 'message', german)).toBe('Nachricht');
    expect(localized('', 'send', german)).toBe('Senden');
    expect(localized('Ihre Frage', 'message', german)).toBe('Ihre Frage');
    expect(localized('Thank you! We will be in touch soon.', 'contactSuccess', siteTexts('Japanese'))).toBe('ありがとうございます。近日中にご連絡いたします。');
  });
});
