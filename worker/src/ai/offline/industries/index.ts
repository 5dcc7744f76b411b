import type { Industry } from '@frontdoor/shared';
import { accountant } from './accountant.js';
import { barberShop } from './barber-shop.js';
import { bikeRepair } from './bike-repair.js';
import { bookStore } from './book-store.js';
import { carDetailing } from './car-detailing.js';
import { carpentry } from './carpentry.js';
import { catering } from './catering.js';
import { chessInstructor } from './chess-instructor.js';
import { coffeeShop } from './coffee-shop.js';
import { condoRentalAgency } from './condo-rental-agency.js';
import { dentistOffice } from './dentist-office.js';
import { electrician } from './electrician.js';
import { fitness } from './fitness.js';
import { hairStyling } from './hair-styling.js';
import { heatingAndCooling } from './heating-and-cooling.js';
import { homeConstruction } from './home-construction.js';
import { houseCleaning } from './house-cleaning.js';
import { landscaping } from './landscaping.js';
import { medicalClinic } from './medical-clinic.js';
import { musicLessons } from './music-lessons.js';
import { nonProfitOrganization } from './non-profit-organization.js';
import { nutritionist } from './nutritionist.js';
import { pestControl } from './pest-control.js';
import { physicalTherapist } from './physical-therapist.js';
import type { IndustryProfile } from './profile.js';
import { realEstateAgent } from './real-estate-agent.js';
import { restaurant } from './restaurant.js';
import { spa } from './spa.js';
import { technologyConsulting } from './technology-consulting.js';
import { therapist } from './therapist.js';
import { tireShop } from './tire-shop.js';

/** Every industry's vocabulary, one file each. */
export const INDUSTRY_PROFILES: Readonly<Record<Industry, IndustryProfile>> = {
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
