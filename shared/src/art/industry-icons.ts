import type { Industry } from '../ai/industries.js';

/**
 * One icon of an industry's illustrations: a Tabler icon name (outline style, MIT licence, the
 * `@tabler/icons` package the server draws from), what it shows in words for alt text, and the
 * words of a service or search term it suits.
 */
export interface IndustryIcon {
  icon: string;
  /** "a pair of scissors": read in alt text as "Illustration of a pair of scissors". */
  label: string;
  /** Lowercase word starts; any of them in a service's name or search term picks this icon. */
  match: readonly string[];
}

const i = (icon: string, label: string, match = ''): IndustryIcon => ({ icon, label, match: match.split(' ').filter(Boolean) });

/**
 * The icons each industry's generated pictures are drawn with, its signature motifs first. A
 * barber's services show scissors and razors, a dentist's a tooth and a calendar: never a blur.
 */
export const INDUSTRY_ICONS: Readonly<Record<Industry, readonly IndustryIcon[]>> = {
  accountant: [
    i('calculator', 'a calculator', 'account bookkeep statement'),
    i('receipt-tax', 'a tax receipt', 'tax notice sales'),
    i('report-money', 'a financial report', 'report financial statement'),
    i('coins', 'a stack of coins', 'payroll cash flow'),
    i('chart-line', 'a rising chart', 'plan cash forecast'),
    i('file-invoice', 'an invoice', 'invoice bill'),
    i('device-laptop', 'a laptop', 'software setup training'),
    i('briefcase', 'a briefcase', 'business small'),
  ],
  'barber-shop': [
    i('scissors', 'a pair of scissors', 'haircut cut classic kid scissor'),
    i('razor', 'a straight razor', 'shave towel head razor'),
    i('razor-electric', 'electric clippers', 'fade buzz clipper line taper'),
    i('blade', 'a razor blade', 'beard trim blade'),
    i('armchair', 'a barber chair', 'chair interior package'),
    i('brush', 'a shaving brush', 'brush lather'),
    i('mood-smile-beam', 'a happy client', 'smile'),
  ],
  'bike-repair': [
    i('bike', 'a bicycle', 'bike tune bicycle check used fit'),
    i('tool', 'a wrench', 'brake tool adjust'),
    i('settings', 'a gear', 'gear drivetrain chain'),
    i('wheel', 'a wheel', 'wheel tire flat truing'),
    i('bolt', 'a lightning bolt', 'e-bike electric battery'),
    i('ruler-measure', 'a measuring tape', 'fitting measure'),
    i('tools', 'a set of tools', 'suspension service'),
  ],
  'book-store': [
    i('books', 'a stack of books', 'book new used rare'),
    i('book', 'an open book', 'recommend read club'),
    i('bookmark', 'a bookmark', 'special order bookmark'),
    i('gift', 'a wrapped gift', 'gift wrap'),
    i('microphone', 'a microphone', 'author event reading'),
    i('ghost-2', 'a comic ghost', 'comic graphic novel'),
    i('coffee', 'a cup of coffee', 'cafe coffee'),
  ],
  'car-detailing': [
    i('car', 'a car', 'detail full car exterior'),
    i('spray', 'a spray bottle', 'interior clean spray'),
    i('sparkles', 'sparkles', 'polish ceramic coat wax correction shine'),
    i('droplet', 'a water drop', 'wash hand water'),
    i('bulb', 'a bright light', 'headlight restoration'),
    i('engine', 'an engine', 'engine bay'),
    i('paw', 'a paw print', 'pet hair'),
    i('bucket', 'a bucket', 'sealant bucket'),
  ],
  carpentry: [
    i('hammer', 'a hammer', 'repair small job framing'),
    i('ruler-measure', 'a measuring tape', 'custom measure trim molding'),
    i('armchair-2', 'a handmade chair', 'furniture custom'),
    i('door', 'a door', 'door window'),
    i('stairs', 'a staircase', 'stair rail'),
    i('books', 'a full bookshelf', 'shelving built-in storage shelf'),
    i('fence', 'a fence', 'deck pergola fence outdoor'),
    i('tools-kitchen-2', 'kitchen tools', 'kitchen cabinet'),
  ],
  catering: [
    i('chef-hat', 'a chef’s hat', 'private plated dinner chef'),
    i('tools-kitchen-2', 'a knife and fork', 'buffet corporate lunch'),
    i('glass-champagne', 'champagne glasses', 'wedding party celebration'),
    i('cheese', 'a cheese board', 'grazing table cheese canap finger'),
    i('salad', 'a salad bowl', 'salad fresh boxed'),
    i('cake', 'a cake', 'cake dessert wedding'),
    i('users-group', 'a group of guests', 'staff event guest'),
  ],
  'chess-instructor': [
    i('chess-knight', 'a chess knight', 'private lesson knight opening'),
    i('chess-king', 'a chess king', 'tournament king endgame'),
    i('chess-queen', 'a chess queen', 'review game queen'),
    i('chess', 'a chess pawn', 'kid pawn group class'),
    i('chess-rook', 'a chess rook', 'camp rook'),
    i('clock', 'a chess clock', 'clock time blitz'),
    i('device-laptop', 'a laptop', 'online'),
    i('trophy', 'a trophy', 'trophy prize'),
  ],
  'coffee-shop': [
    i('coffee', 'a cup of coffee', 'espresso coffee latte cappuccino'),
    i('droplets', 'drops of coffee', 'pour filter drip'),
    i('cup', 'an iced drink', 'cold brew iced drink'),
    i('teapot', 'a teapot', 'tea non-coffee chai'),
    i('bread', 'a loaf of bread', 'pastr bread bake'),
    i('egg-fried', 'a fried egg', 'breakfast brunch egg'),
    i('mug', 'a mug', 'mug take home bean'),
    i('salad', 'a light lunch', 'lunch salad sandwich'),
    i('paper-bag', 'a paper bag', 'catering bag takeaway'),
  ],
  'condo-rental-agency': [
    i('building', 'an apartment building', 'condo monthly rental stay'),
    i('key', 'a key', 'key short-term stay'),
    i('bed', 'a bed', 'bed guest stay'),
    i('beach', 'a beach umbrella', 'beach beachfront'),
    i('home-cog', 'a house with a gear', 'property management maintenance'),
    i('spray', 'a spray bottle', 'clean turnover'),
    i('camera', 'a camera', 'listing photo'),
    i('paw', 'a paw print', 'pet'),
    i('headset', 'a headset', 'support guest'),
  ],
  'dentist-office': [
    i('dental', 'a tooth', 'checkup clean filling tooth teeth whiten'),
    i('calendar-heart', 'a calendar', 'appointment emergency calendar'),
    i('mood-smile-beam', 'a bright smile', 'whiten smile aligner'),
    i('crown', 'a crown', 'crown bridge'),
    i('dental-broken', 'a chipped tooth', 'root canal broken'),
    i('shield-check', 'a shield with a tick', 'implant protect'),
    i('baby-carriage', 'a pram', 'children kid family'),
    i('sparkles', 'sparkles', 'bright polish'),
  ],
  electrician: [
    i('bolt', 'a lightning bolt', 'panel upgrade power'),
    i('plug', 'a plug', 'outlet switch plug'),
    i('bulb', 'a light bulb', 'light install'),
    i('charging-pile', 'an EV charger', 'ev charger'),
    i('tool', 'a wrench', 'troubleshoot repair'),
    i('propeller', 'a ceiling fan', 'fan ceiling'),
    i('battery-charging', 'a charging battery', 'generator backup'),
    i('shield-check', 'a shield with a tick', 'safety inspect'),
    i('plug-connected', 'a connected plug', 'wire rewir'),
  ],
  fitness: [
    i('barbell', 'a barbell', 'strength lift weight'),
    i('run', 'a runner', 'hiit cardio run'),
    i('stretching', 'a person stretching', 'mobility stretch'),
    i('yoga', 'a yoga pose', 'yoga group class'),
    i('heartbeat', 'a heartbeat', 'personal training heart'),
    i('apple', 'an apple', 'nutrition coach'),
    i('device-mobile', 'a phone', 'online'),
    i('karate', 'a martial artist', 'boxing karate'),
    i('id-badge-2', 'a membership card', 'membership'),
  ],
  'hair-styling': [
    i('scissors', 'a pair of scissors', 'cut curly style'),
    i('brush', 'a brush', 'blowout brush'),
    i('palette', 'a colour palette', 'color colour balayage highlight'),
    i('sparkles', 'sparkles', 'bridal event treatment'),
    i('wind', 'a gust of air', 'blow dry blowout'),
    i('droplet', 'a drop of oil', 'treatment condition'),
    i('flower', 'a flower', 'extension braid bride'),
    i('mood-smile-beam', 'a happy client', 'smile'),
  ],
  'heating-and-cooling': [
    i('flame', 'a flame', 'furnace heat boiler'),
    i('snowflake', 'a snowflake', 'air condition cool'),
    i('air-conditioning', 'an air conditioner', 'mini-split ductless heat pump'),
    i('temperature', 'a thermometer', 'thermostat temperature'),
    i('wind', 'a breeze', 'duct ventilation air quality'),
    i('tool', 'a wrench', 'tune repair seasonal'),
    i('home-eco', 'an efficient home', 'efficien indoor'),
    i('calendar-check', 'a calendar', 'maintenance plan'),
  ],
  'home-construction': [
    i('home', 'a house', 'custom home whole renovation'),
    i('hammer', 'a hammer', 'remodel build'),
    i('ruler-2', 'a set square', 'plan design'),
    i('wall', 'a brick wall', 'addition exterior'),
    i('crane', 'a crane', 'project management'),
    i('bath', 'a bathtub', 'bathroom'),
    i('tools-kitchen-2', 'kitchen tools', 'kitchen'),
    i('building-cottage', 'a cottage', 'adu dwelling accessory basement roof'),
    i('helmet', 'a hard hat', 'safety site'),
  ],
  'house-cleaning': [
    i('spray', 'a spray bottle', 'regular clean spray'),
    i('sparkles', 'sparkles', 'deep sparkle'),
    i('vacuum-cleaner', 'a vacuum cleaner', 'carpet upholstery vacuum'),
    i('bucket-droplet', 'a bucket', 'kitchen bathroom mop'),
    i('home', 'a house', 'move-in move-out home vacation'),
    i('window', 'a window', 'window'),
    i('wash-machine', 'a washing machine', 'laundry iron'),
    i('building', 'an office building', 'office'),
  ],
  landscaping: [
    i('lawn-mower', 'a lawn mower', 'lawn mow sod'),
    i('plant-2', 'a young plant', 'plant mulch garden maintenance'),
    i('trees', 'trees', 'hedge tree trim'),
    i('shovel', 'a shovel', 'dig patio hardscap'),
    i('flower', 'a flower', 'design flower bed'),
    i('droplet', 'a water drop', 'irrigation water'),
    i('leaf', 'a leaf', 'leaf cleanup removal'),
    i('garden-cart', 'a garden cart', 'cart haul'),
  ],
  'medical-clinic': [
    i('stethoscope', 'a stethoscope', 'primary care checkup annual'),
    i('calendar-heart', 'a calendar', 'same-day appointment'),
    i('vaccine', 'a vaccine', 'vaccin shot'),
    i('heartbeat', 'a heartbeat', 'chronic condition heart'),
    i('microscope', 'a microscope', 'lab test'),
    i('device-mobile-heart', 'a phone with a heart', 'telehealth online'),
    i('baby-carriage', 'a pram', 'children kid family'),
    i('gender-female', 'a women’s health sign', 'women'),
    i('first-aid-kit', 'a first aid kit', 'urgent first aid primary'),
  ],
  'music-lessons': [
    i('piano', 'a piano keyboard', 'piano keyboard'),
    i('guitar-pick', 'a guitar pick', 'guitar'),
    i('microphone-2', 'a microphone', 'voice sing vocal'),
    i('music', 'musical notes', 'theory violin music'),
    i('metronome', 'a metronome', 'drum rhythm'),
    i('headphones', 'headphones', 'online listen'),
    i('pencil', 'a pencil', 'songwrit compose'),
    i('mood-kid', 'a happy child', 'kid class child'),
  ],
  'non-profit-organization': [
    i('heart-handshake', 'a handshake with a heart', 'volunteer partner'),
    i('users-group', 'a group of people', 'community program'),
    i('basket', 'a basket of food', 'food assist'),
    i('school', 'a graduation cap', 'youth mentor'),
    i('tip-jar', 'a donation jar', 'donate fundrais'),
    i('speakerphone', 'a megaphone', 'advocacy'),
    i('lifebuoy', 'a lifebuoy', 'support service'),
    i('hand-love-you', 'a raised hand', 'event'),
  ],
  nutritionist: [
    i('salad', 'a salad bowl', 'meal plan'),
    i('apple', 'an apple', 'consult weight'),
    i('carrot', 'a carrot', 'plant-based vegetable'),
    i('scale', 'a balance', 'weight balance'),
    i('heartbeat', 'a heartbeat', 'blood sugar health'),
    i('barbell', 'a barbell', 'sport'),
    i('leaf', 'a leaf', 'gut health'),
    i('shopping-cart', 'a shopping cart', 'grocery label'),
    i('users', 'a family', 'family'),
  ],
  'pest-control': [
    i('bug', 'a beetle', 'ant cockroach bed bug termite'),
    i('spider', 'a spider', 'spider wildlife'),
    i('shield-check', 'a shield with a tick', 'prevent plan'),
    i('spray', 'a spray bottle', 'treat mosquito wasp hornet'),
    i('home-shield', 'a protected home', 'home inspect'),
    i('mouse', 'a mouse', 'rodent'),
    i('search', 'a magnifying glass', 'inspection'),
    i('butterfly', 'a winged insect', 'wasp mosquito'),
  ],
  'physical-therapist': [
    i('physiotherapist', 'a therapist at work', 'manual therapy assess'),
    i('stretching', 'a person stretching', 'home exercise mobility'),
    i('run', 'a runner', 'sport injury rehab'),
    i('bone', 'a bone', 'back neck post-surgery'),
    i('needle', 'a needle', 'dry needl'),
    i('walk', 'a person walking', 'balance fall'),
    i('barbell', 'a barbell', 'strength work'),
    i('heartbeat', 'a heartbeat', 'recover'),
  ],
  'real-estate-agent': [
    i('home', 'a house', 'home sell buyer'),
    i('key', 'a key', 'first-time key'),
    i('building-estate', 'an estate', 'luxury'),
    i('chart-line', 'a rising chart', 'valuation investment'),
    i('map-pin', 'a map pin', 'relocation move'),
    i('building', 'a condo building', 'condo townhome'),
    i('sofa', 'a sofa', 'staging'),
    i('writing-sign', 'a signature', 'representation contract'),
  ],
  restaurant: [
    i('tools-kitchen-2', 'a knife and fork', 'dinner lunch plate'),
    i('pizza', 'a pizza', 'pizza wood-fired oven'),
    i('bowl-chopsticks', 'a bowl of noodles', 'pasta noodle bowl ramen'),
    i('chef-hat', 'a chef’s hat', 'special chef seasonal'),
    i('glass-full', 'a glass of wine', 'happy hour wine'),
    i('egg-fried', 'a fried egg', 'brunch weekend breakfast'),
    i('paper-bag', 'a takeout bag', 'takeout takeaway'),
    i('candle', 'a candle', 'private dining'),
    i('soup', 'a bowl of soup', 'catering soup'),
    i('ice-cream', 'an ice cream', 'kid meal dessert'),
  ],
  spa: [
    i('massage', 'a massage', 'massage deep tissue'),
    i('flower', 'a flower', 'facial aromatherapy'),
    i('candle', 'a candle', 'aromatherapy candle'),
    i('droplet', 'a drop of oil', 'body treatment oil'),
    i('hand-finger', 'a hand', 'manicure pedicure'),
    i('stack-2', 'stacked stones', 'hot stone'),
    i('heart', 'a heart', 'couple'),
    i('gift', 'a gift', 'package gift'),
    i('leaf', 'a leaf', 'natural'),
  ],
  'technology-consulting': [
    i('device-laptop', 'a laptop', 'it support device'),
    i('cloud-computing', 'a cloud', 'cloud migrat'),
    i('shield-lock', 'a shield with a lock', 'cyber security'),
    i('network', 'a network', 'network setup'),
    i('code', 'code brackets', 'software develop'),
    i('bulb', 'a light bulb', 'strategy'),
    i('robot', 'a robot', 'automat process'),
    i('chart-dots', 'a chart', 'data report'),
  ],
  therapist: [
    i('armchair', 'an armchair', 'individual therapy'),
    i('message-circle-heart', 'a caring conversation', 'anxiety depression support'),
    i('heart-handshake', 'a handshake with a heart', 'couple'),
    i('users', 'a family', 'family teen'),
    i('leaf', 'a leaf', 'grief'),
    i('sun', 'a rising sun', 'trauma hope'),
    i('device-laptop', 'a laptop', 'online session'),
    i('feather', 'a feather', 'calm'),
  ],
  'tire-shop': [
    i('wheel', 'a tyre', 'tire new rotation seasonal'),
    i('car', 'a car', 'alignment install'),
    i('tool', 'a wrench', 'flat repair'),
    i('gauge', 'a pressure gauge', 'tpms pressure balance'),
    i('snowflake', 'a snowflake', 'winter seasonal'),
    i('steering-wheel', 'a steering wheel', 'alignment steer'),
    i('car-suspension', 'a suspension spring', 'brake check'),
    i('settings', 'a rim', 'rim wheels'),
  ],
};

/**
 * A business of no industry whose words match no icon of the set: pictures of a local service
 * in general (booking, calling, finding it, a good experience), never another trade's motifs.
 */
export const NEUTRAL_ICONS: readonly IndustryIcon[] = [
  i('calendar', 'a calendar', 'book appointment schedul date'),
  i('phone', 'a phone', 'call phone contact'),
  i('map-pin', 'a map pin', 'local area visit location'),
  i('star', 'a star', 'review favourite favorite'),
  i('heart-handshake', 'a handshake with a heart', 'care friend trust'),
  i('message-circle', 'a speech bubble', 'consult question advice'),
  i('sparkles', 'sparkles', 'special custom finish'),
  i('clock', 'a clock', 'regular time hour'),
];

/** Every icon name an industry or the neutral set draws. */
export const ILLUSTRATION_ICON_NAMES: ReadonlySet<string> = new Set(
  [...Object.values(INDUSTRY_ICONS), NEUTRAL_ICONS].flatMap((icons) => icons.map((entry) => entry.icon)),
);

/**
 * The shape of an icon name in a picture's address: lowercase words and digits joined by single
 * hyphens (Tabler's own names). Anything else (dots, slashes, "..") is refused before any lookup;
 * the server also requires the name to be in the icon package's own list.
 */
export const ICON_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+){0,5}$/;
