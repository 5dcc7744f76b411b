/**
 * Issue 24's evaluation set: businesses outside the 30 industries, as owners describe them (UK and
 * US, terse and chatty, some with "salon", "studio" or "shop"), with the services each lists and
 * the words of its trade. Written for the test; no site of any of them was looked at first.
 */
export interface OutsideBusiness {
  name: string;
  description: string;
  location: string;
  /** Words that name the trade (any of them in a heading or an introduction names it). */
  trade: readonly string[];
  /** The services the description lists, in its words (at least three are expected on the site). */
  services: readonly string[];
}

export const OUTSIDE_BUSINESSES: readonly OutsideBusiness[] = [
  { name: 'Headingley Hounds', description: 'A friendly dog grooming salon in Headingley — full grooms, nail clipping, hand stripping for terriers.', location: 'Headingley, Leeds', trade: ['dog', 'grooming'], services: ['full grooms', 'nail clipping', 'hand stripping'] },
  { name: 'Pawfect Mobile Grooming', description: 'Mobile dog groomer — we come to you in our fitted van. Bath and brush, puppy trims, de-shedding treatments.', location: 'Austin, TX', trade: ['dog', 'groomer'], services: ['bath and brush', 'puppy trims', 'de-shedding treatments'] },
  { name: 'KeyPoint Locksmiths', description: 'Locksmith covering Leeds and surrounding areas. Emergency lockouts, lock changes, uPVC door repairs.', location: 'Leeds', trade: ['locksmith'], services: ['emergency lockouts', 'lock changes', 'upvc door repairs'] },
  { name: 'Flowright Plumbing', description: 'Gas Safe registered plumber. We offer leak repairs, bathroom installations and radiator bleeding across Bristol.', location: 'Bristol', trade: ['plumber'], services: ['leak repairs', 'bathroom installations', 'radiator bleeding'] },
  { name: 'Drain Kings', description: "We're a family-owned plumbing company in Phoenix. We do water heater installs, drain unclogging and toilet repairs.", location: 'Phoenix, AZ', trade: ['plumbing'], services: ['water heater installs', 'drain unclogging', 'toilet repairs'] },
  { name: 'Golden Hour Weddings', description: 'Wedding photographer capturing relaxed, natural days across Yorkshire. Full-day coverage, engagement shoots, handmade albums.', location: 'York', trade: ['wedding', 'photographer'], services: ['full-day coverage', 'engagement shoots', 'handmade albums'] },
  { name: 'Bright Minds Tutoring', description: "I'm a qualified teacher offering maths tutoring, GCSE exam preparation and 11+ practice for children in Kent.", location: 'Maidstone, Kent', trade: ['teacher', 'tutoring'], services: ['maths tutoring', 'GCSE exam preparation'] },
  { name: 'Stitch & Hem', description: 'Independent tailor in Manchester. We offer suit alterations, wedding dress fittings, zip replacements and bespoke shirts.', location: 'Manchester', trade: ['tailor'], services: ['suit alterations', 'wedding dress fittings', 'zip replacements'] },
  { name: 'Wild Stems', description: 'A small florist shop. We provide wedding bouquets, funeral tributes and weekly flower subscriptions.', location: 'Brighton', trade: ['florist'], services: ['wedding bouquets', 'funeral tributes', 'weekly flower subscriptions'] },
  { name: 'Wrench on Wheels', description: 'Mobile mechanic — servicing, brake pads, diagnostics at your home or work.', location: 'Coventry', trade: ['mobile', 'mechanic'], services: ['servicing', 'brake pads', 'diagnostics'] },
  { name: 'Crystal Panes', description: 'Window cleaner for homes and shops in Bristol. We offer window cleaning, gutter clearing and conservatory roof cleaning.', location: 'Bristol', trade: ['window', 'cleaner'], services: ['window cleaning', 'gutter clearing', 'conservatory roof cleaning'] },
  { name: 'Oven Angels', description: 'Professional oven cleaner. We provide oven cleaning, hob cleaning and BBQ cleaning in your own kitchen.', location: 'Reading', trade: ['oven', 'cleaner'], services: ['oven cleaning', 'hob cleaning', 'bbq cleaning'] },
  { name: 'Middle C Tuning', description: "I'm a qualified piano tuner working across Somerset. Tuning, regulation and repairs for uprights and grands.", location: 'Taunton', trade: ['piano', 'tuner'], services: ['tuning', 'regulation', 'repairs'] },
  { name: 'Clear Road Driving School', description: 'Patient driving instructor in Glasgow. I offer manual lessons, automatic lessons and motorway lessons for new drivers.', location: 'Glasgow', trade: ['driving', 'instructor'], services: ['manual lessons', 'automatic lessons', 'motorway lessons'] },
  { name: 'Happy Tails Walks', description: 'Dog walker and pet sitter. We offer group walks, solo walks and home visits for cats.', location: 'Denver, CO', trade: ['dog', 'walker'], services: ['group walks', 'solo walks', 'home visits'] },
  { name: 'Sugar & Tier', description: 'We are a wedding cake bakery specialising in tiered cakes, cupcake towers and dessert tables.', location: 'Harrogate', trade: ['cake', 'bakery'], services: ['tiered cakes', 'cupcake towers', 'dessert tables'] },
  { name: 'Black Anchor Tattoo', description: 'A tattoo studio in Camden: custom designs, fine line work and cover-ups.', location: 'Camden, London', trade: ['tattoo'], services: ['custom designs', 'fine line work', 'cover-ups'] },
  { name: 'Second Life Upholstery', description: 'Upholsterer restoring old chairs and sofas. We offer reupholstery, foam replacement and fabric sourcing.', location: 'Norwich', trade: ['upholsterer'], services: ['reupholstery', 'foam replacement', 'fabric sourcing'] },
  { name: 'Heel & Sole', description: 'Traditional cobbler. Shoe repairs, heel replacement, key cutting.', location: 'Chester', trade: ['cobbler'], services: ['shoe repairs', 'heel replacement', 'key cutting'] },
  { name: 'Topline Roofing', description: 'Roofer covering Essex. We handle slate repairs, flat roofs and chimney flashing.', location: 'Chelmsford', trade: ['roofer'], services: ['slate repairs', 'flat roofs', 'chimney flashing'] },
  { name: 'Soot & Sons', description: 'Chimney sweep for Derbyshire homes: chimney sweeping, bird guards, smoke tests.', location: 'Matlock', trade: ['chimney', 'sweep'], services: ['chimney sweeping', 'bird guards', 'smoke tests'] },
  { name: 'Easy Move', description: 'Removals company in Cardiff. We provide house removals, packing services and storage.', location: 'Cardiff', trade: ['removals'], services: ['house removals', 'packing'] },
  { name: 'Little Acorns', description: 'Ofsted registered childminder in Didsbury offering full day care, school pickups and holiday clubs.', location: 'Didsbury', trade: ['childminder'], services: ['full day care', 'school pickups', 'holiday clubs'] },
  { name: 'Still Water Yoga', description: 'Friendly yoga studio offering hatha, vinyasa and restorative classes.', location: 'Totnes', trade: ['yoga'], services: ['hatha', 'vinyasa', 'restorative classes'] },
  { name: 'Open Hands Interpreting', description: 'Qualified sign language interpreter. I provide BSL interpreting for medical appointments, job interviews and weddings.', location: 'Sheffield', trade: ['sign', 'language', 'interpreter'], services: ['bsl interpreting'] },
  { name: 'Meadow Hive', description: "I'm a beekeeper selling raw honey, beeswax candles and offering swarm collection in Herefordshire.", location: 'Hereford', trade: ['beekeeper'], services: ['raw honey', 'beeswax candles'] },
  { name: 'Pedal Post', description: 'Bike courier delivering across central London. Same-day letters, parcels and legal documents.', location: 'London', trade: ['courier'], services: ['same-day letters', 'parcels', 'legal documents'] },
  { name: 'Fresh Coat Decorating', description: 'Painter and decorator in Leicester. We do interior painting, wallpapering and exterior masonry painting.', location: 'Leicester', trade: ['painter', 'decorator'], services: ['interior painting', 'wallpapering', 'exterior masonry painting'] },
  { name: 'Glow Nails Studio', description: 'A nail technician studio: gel manicures, acrylic extensions and nail art.', location: 'Croydon', trade: ['nail'], services: ['gel manicures', 'acrylic extensions', 'nail art'] },
  { name: 'Pixel Perfect Signs', description: 'Sign maker in Dundee. We make shop signs, vehicle graphics and banners.', location: 'Dundee', trade: ['sign', 'maker'], services: ['shop signs', 'vehicle graphics', 'banners'] },
  { name: 'Green Valley Vets', description: 'Mobile vet visiting farms and family pets. We offer pet vaccinations, lambing support and farm visits.', location: 'Brecon', trade: ['vet'], services: ['pet vaccinations', 'lambing support', 'farm visits'] },
  { name: 'Saddle Up Stables', description: 'Riding school offering beginner riding lessons, hacks and pony parties for kids.', location: 'Lexington, KY', trade: ['riding', 'school'], services: ['beginner riding lessons', 'hacks', 'pony parties'] },
  { name: 'Paper Trail Calligraphy', description: 'Calligrapher creating wedding invitations, place cards and hand-lettered signs.', location: 'Bath', trade: ['calligrapher'], services: ['wedding invitations', 'place cards', 'hand-lettered signs'] },
  { name: 'Reel Stories', description: 'Wedding videographer. Highlight films, full ceremony edits and drone footage.', location: 'Cornwall', trade: ['videographer'], services: ['highlight films', 'full ceremony edits', 'drone footage'] },
  { name: 'Tip Top Gutters', description: 'Gutter cleaning specialist in Ohio: gutter cleaning, downspout flushing, gutter guard installs.', location: 'Columbus, OH', trade: ['gutter'], services: ['gutter cleaning', 'downspout flushing', 'gutter guard installs'] },
  { name: 'Blue Lagoon Pools', description: 'Pool cleaner serving Tampa homes. We offer weekly pool cleaning, green pool recovery and filter cleaning.', location: 'Tampa, FL', trade: ['pool', 'cleaner'], services: ['weekly pool cleaning', 'green pool recovery', 'filter cleaning'] },
  { name: 'Brick by Brick', description: 'Bricklayer and stonemason. Garden walls, pointing and chimney rebuilds.', location: 'Lancaster', trade: ['bricklayer', 'stonemason'], services: ['garden walls', 'pointing', 'chimney rebuilds'] },
  { name: 'Tick Tock Repairs', description: 'Clock and watch repairer in Edinburgh. Battery changes, strap fitting and antique clock restoration.', location: 'Edinburgh', trade: ['repairer', 'clock', 'watch'], services: ['battery changes', 'strap fitting', 'antique clock restoration'] },
  { name: 'Snap Happy Portraits', description: 'Family portrait photographer in Portland offering newborn sessions, family photos and headshots.', location: 'Portland, OR', trade: ['photographer', 'portrait'], services: ['newborn sessions', 'family photos', 'headshots'] },
  { name: 'Deep Roots Tree Surgery', description: 'Qualified tree surgeon. Crown reductions, tree felling and stump grinding.', location: 'Guildford', trade: ['tree', 'surgeon'], services: ['crown reductions', 'tree felling', 'stump grinding'] },
  { name: 'Velvet Paws Cattery', description: 'A quiet cattery in the Cotswolds with heated pens, daily play and medication given if needed.', location: 'Cirencester', trade: ['cattery'], services: [] },
  { name: 'The Knit Nook', description: 'A wool and yarn shop. We sell yarn, knitting needles and pattern books, and run knitting classes.', location: 'Hay-on-Wye', trade: ['wool', 'yarn'], services: ['yarn', 'knitting needles', 'pattern books'] },
  { name: 'Steady Hands Care', description: "We're a home care agency in Nottingham providing personal care, companionship visits and respite care.", location: 'Nottingham', trade: ['care', 'agency'], services: ['personal care', 'companionship visits', 'respite care'] },
  { name: 'Spotless Carpets', description: 'Carpet and upholstery steam cleaning — carpets, rugs, sofas and mattresses.', location: 'Derby', trade: ['carpet'], services: ['carpets', 'rugs', 'sofas'] },
];
