export { OfflineComposer } from './offline-composer.js';
export { detectIndustry, scoreIndustries } from './detect-industry.js';
export { tradeWordsOf } from './core/trade-words.js';
export { contrastRatio } from './color/contrast.js';
