import type { Industry } from '../ai/industries.js';
import type { IndustryPack, IndustryPage } from './pack.js';
import * as accountant from './packs/accountant.js';
import * as barberShop from './packs/barber-shop.js';
import * as bikeRepair from './packs/bike-repair.js';
import * as bookStore from './packs/book-store.js';
import * as carDetailing from './packs/car-detailing.js';
import * as carpentry from './packs/carpentry.js';
import * as catering from './packs/catering.js';
import * as chessInstructor from './packs/chess-instructor.js';
import * as coffeeShop from './packs/coffee-shop.js';
import * as condoRentalAgency from './packs/condo-rental-agency.js';
import * as dentistOffice from './packs/dentist-office.js';
import * as electrician from './packs/electrician.js';
import * as fitness from './packs/fitness.js';
import * as hairStyling from './packs/hair-styling.js';
import * as heatingAndCooling from './packs/heating-and-cooling.js';
import * as homeConstruction from './packs/home-construction.js';
import * as houseCleaning from './packs/house-cleaning.js';
import * as landscaping from './packs/landscaping.js';
import * as medicalClinic from './packs/medical-clinic.js';
import * as musicLessons from './packs/music-lessons.js';
import * as nonProfitOrganization from './packs/non-profit-organization.js';
import * as nutritionist from './packs/nutritionist.js';
import * as pestControl from './packs/pest-control.js';
import * as physicalTherapist from './packs/physical-therapist.js';
import * as realEstateAgent from './packs/real-estate-agent.js';
import * as restaurant from './packs/restaurant.js';
import * as spa from './packs/spa.js';
import * as technologyConsulting from './packs/technology-consulting.js';
import * as therapist from './packs/therapist.js';
import * as tireShop from './packs/tire-shop.js';

// The industry packs, one file each (packs/<industry>.ts). Adding an industry: write its pack,
// add its name to INDUSTRIES (list.ts), import the pack here and add it to both records below;
// the compiler names a record that misses it, and packs.test.ts checks the pack against the
// schema and its limits. Two records, because a bundler keeps only the parts a record reads:
// the client's industry pages take INDUSTRY_PAGES and never load the composer's vocabulary.

/** Every industry's whole pack: for the worker, the build scripts and tests. */
export const INDUSTRY_PACKS: Readonly<Record<Industry, IndustryPack>> = {
  accountant,
  'barber-shop': barberShop,
  'bike-repair': bikeRepair,
  'book-store': bookStore,
  'car-detailing': carDetailing,
  carpentry,
  catering,
  'chess-instructor': chessInstructor,
  'coffee-shop': coffeeShop,
  'condo-rental-agency': condoRentalAgency,
  'dentist-office': dentistOffice,
  electrician,
  fitness,
  'hair-styling': hairStyling,
  'heating-and-cooling': heatingAndCooling,
  'home-construction': homeConstruction,
  'house-cleaning': houseCleaning,
  landscaping,
  'medical-clinic': medicalClinic,
  'music-lessons': musicLessons,
  'non-profit-organization': nonProfitOrganization,
  nutritionist,
  'pest-control': pestControl,
  'physical-therapist': physicalTherapist,
  'real-estate-agent': realEstateAgent,
  restaurant,
  spa,
  'technology-consulting': technologyConsulting,
  therapist,
  'tire-shop': tireShop,
};

/** Every industry's landing page (copy, line drawing, sample business): what the client reads. */
export const INDUSTRY_PAGES: Readonly<Record<Industry, IndustryPage>> = {
  accountant: accountant.page,
  'barber-shop': barberShop.page,
  'bike-repair': bikeRepair.page,
  'book-store': bookStore.page,
  'car-detailing': carDetailing.page,
  carpentry: carpentry.page,
  catering: catering.page,
  'chess-instructor': chessInstructor.page,
  'coffee-shop': coffeeShop.page,
  'condo-rental-agency': condoRentalAgency.page,
  'dentist-office': dentistOffice.page,
  electrician: electrician.page,
  fitness: fitness.page,
  'hair-styling': hairStyling.page,
  'heating-and-cooling': heatingAndCooling.page,
  'home-construction': homeConstruction.page,
  'house-cleaning': houseCleaning.page,
  landscaping: landscaping.page,
  'medical-clinic': medicalClinic.page,
  'music-lessons': musicLessons.page,
  'non-profit-organization': nonProfitOrganization.page,
  nutritionist: nutritionist.page,
  'pest-control': pestControl.page,
  'physical-therapist': physicalTherapist.page,
  'real-estate-agent': realEstateAgent.page,
  restaurant: restaurant.page,
  spa: spa.page,
  'technology-consulting': technologyConsulting.page,
  therapist: therapist.page,
  'tire-shop': tireShop.page,
};
