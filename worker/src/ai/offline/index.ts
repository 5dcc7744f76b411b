export { OfflineComposer } from './offline-composer.js';
export { detectIndustry, FALLBACK_INDUSTRY, scoreIndustries } from './detect-industry.js';
export { contrastRatio } from './color/contrast.js';
