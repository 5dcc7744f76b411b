export { APP_ROUTES, isAppRoute, type AppRoute } from './app-routes.js';
