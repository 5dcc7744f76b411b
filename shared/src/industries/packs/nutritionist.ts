import type { IndustryIcon } from '../../art/industry-icons.js';
import type { IdeaFlags, IndustryLook, IndustryPage, IndustryProfile } from '../pack.js';

// Nutritionist: its landing page, the look, pictures and tool ideas of its generated sites, and the
// vocabulary the offline composer writes them with. The parts are described in ../pack.ts.

export const page: IndustryPage = {
  label: 'Nutritionist',
  plural: 'nutritionists',
  business: 'nutrition practice',
  summary: 'Consultations and programmes, your credentials and booking.',
  intro:
    'Clients want a nutritionist who understands their goals and has the training to help. Frontdoor writes a website for your practice with your consultations and programmes, your approach and qualifications, client stories and an easy way to book a first consultation.',
  description: 'Free website builder for nutritionists and dietitians: consultations and programmes, your credentials, client stories and booking, made in seconds.',
  tone: 'green',
  features: [
    {
      kind: 'services',
      title: 'Consultations and programmes',
      body: 'First consultations, meal plans and coaching packages for weight, gut health or sport, with prices.',
    },
    { kind: 'team', title: 'Your qualifications', body: 'A bio with your training, credentials and approach, so clients know they are in expert hands.' },
    { kind: 'reviews', title: 'Client stories', body: 'Reviews from clients about the changes they made build confidence in your approach.' },
    { kind: 'booking', title: 'Book a consultation', body: 'Link your scheduling calendar for consultations in person or online, straight from your site.' },
  ],
  glyph: [
    {
      shape: 'path',
      d: 'M12 8c-1.5-1-3-1.5-4.5-1.2C5 7.3 3.5 9.5 4 13c.5 4 3 8 5.5 8 1 0 1.5-.5 2.5-.5s1.5.5 2.5.5c2.5 0 5-4 5.5-8 .5-3.5-1-5.7-3.5-6.2C15 6.5 13.5 7 12 8z',
    },
    { shape: 'path', d: 'M12 8c0-2 .6-3.6 2-5' },
  ],
  sample: {
    name: 'Nourish Nutrition',
    location: 'Salt Lake City, Utah',
    description: 'Nutrition coaching and meal plans for weight management, gut health, diabetes and sports performance, online or in person.',
  },
};

export const look: IndustryLook = ['airy', 'friendly', 'serene'];

export const icons: readonly IndustryIcon[] = [
  { icon: 'salad', label: 'a salad bowl', match: ['meal', 'plan'] },
  { icon: 'apple', label: 'an apple', match: ['consult', 'weight'] },
  { icon: 'carrot', label: 'a carrot', match: ['plant-based', 'vegetable'] },
  { icon: 'scale', label: 'a balance', match: ['weight', 'balance'] },
  { icon: 'heartbeat', label: 'a heartbeat', match: ['blood', 'sugar', 'health'] },
  { icon: 'barbell', label: 'a barbell', match: ['sport'] },
  { icon: 'leaf', label: 'a leaf', match: ['gut', 'health'] },
  { icon: 'shopping-cart', label: 'a shopping cart', match: ['grocery', 'label'] },
  { icon: 'users', label: 'a family', match: ['family'] },
];

export const ideas: IdeaFlags = { recurring: true, supplies: true, fairs: true, homeVisits: true, taught: true, taughtOnline: true, doorToDoor: true };

export const profile: IndustryProfile = {
  industry: 'nutritionist',
  label: 'nutrition practice',
  keywords: {
    nutritionist: 9,
    nutrition: 6,
    dietitian: 9,
    dietician: 9,
    diet: 3,
    'meal plans': 6,
    'meal planning': 6,
    'healthy eating': 6,
    'gut health': 7,
    'weight management': 6,
    macros: 5,
    'sports nutrition': 8,
    'plant based': 4,
    'food allergies': 4,
    'eating habits': 5,
    wellness: 2,
    'blood sugar': 5,
    'nutrition coaching': 9,
    'intuitive eating': 7,
  },
  customer: 'client',
  customers: 'clients',
  visit: 'consultation',
  mobile: false,
  buttons: ['Book a Consultation', 'Start Your Plan', 'Book a Discovery Call', 'Get Started'],
  cta: ['book a first consultation', 'talk about your goals', 'start your nutrition plan'],
  headlines: ['Eat Well, Feel Better', 'Nutrition That Fits Your Life', 'Real Food, Real Results', 'Healthy Eating Made Simple', 'Nourish Your Body, Enjoy Food'],
  placeHeadlines: ['Nutrition Coaching in {place}', "{place}'s Friendly Nutritionist", 'Eat Well in {place}'],
  doing: [
    'help people build eating habits that feel good and last',
    'make healthy eating simple, flexible and enjoyable',
    'give practical nutrition advice without the fads',
  ],
  promises: [
    'No fad diets and no guilt, just practical changes that fit your tastes, culture and schedule.',
    'Every plan starts with your goals, your history and the food you actually enjoy.',
    'Regular check-ins keep you supported as habits take hold.',
    'Advice is grounded in evidence and explained in plain language.',
  ],
  approach: [
    'We believe food should nourish you and bring you joy.',
    'Small, steady changes make the biggest difference over time.',
    'We work alongside your doctor or care team when that helps.',
  ],
  ownerServiceLines: [
    '{Service}, practical and tailored to the food you enjoy.',
    'We build {service} around your goals, tastes and schedule.',
    'Ask about {service} and we will explain how it could help you.',
  ],
  services: [
    {
      heading: 'One-to-One Consultations',
      match: ['consultation', 'one on one', '1 on 1', 'assessment', 'session'],
      description: 'An in-depth conversation about your health, habits and goals, with a clear plan to follow.',
      price: [80, 150],
      unit: 'per session',
      image: 'nutritionist consultation',
    },
    {
      heading: 'Personalized Meal Plans',
      match: ['meal plan', 'meal planning', 'menu'],
      description: 'Flexible meal plans built around foods you like and the time you have.',
      price: [60, 150],
      image: 'healthy meal plan prep',
    },
    {
      heading: 'Weight Management',
      match: ['weight'],
      description: 'Sustainable support for a healthy weight, focused on habits rather than quick fixes.',
      price: null,
      image: 'healthy balanced plate',
    },
    {
      heading: 'Gut Health Support',
      match: ['gut', 'digest', 'ibs', 'bloating'],
      description: 'Guidance for digestive comfort, including structured approaches where appropriate.',
      price: null,
      image: 'gut health foods',
    },
    {
      heading: 'Sports Nutrition',
      match: ['sport', 'athlete', 'performance', 'training', 'macros'],
      description: 'Fueling strategies for training, competition and recovery.',
      price: null,
      image: 'sports nutrition athlete meal',
    },
    {
      heading: 'Plant-Based Nutrition',
      match: ['plant based', 'vegan', 'vegetarian'],
      description: 'Balanced plant-based eating that covers every nutrient you need.',
      price: null,
      image: 'plant based meal bowl',
    },
    {
      heading: 'Family Nutrition',
      match: ['family', 'kids', 'children', 'picky eater'],
      description: 'Practical help for feeding a family well, including picky eaters.',
      price: null,
      image: 'family cooking healthy meal',
    },
    {
      heading: 'Blood Sugar Support',
      match: ['blood sugar', 'diabetes', 'prediabetes', 'insulin'],
      description: 'Eating strategies that help steady blood sugar, alongside your medical care.',
      price: null,
      image: 'balanced meal vegetables',
    },
    {
      heading: 'Grocery and Label Coaching',
      match: ['grocery', 'label', 'shopping', 'pantry'],
      description: 'Learn to read labels and shop with confidence, with a pantry makeover if you like.',
      price: null,
      image: 'grocery shopping healthy food',
    },
  ],
  team: [
    { title: 'Founder & Nutritionist', bio: '{first} started the practice to make good nutrition advice practical, kind and free of fads.' },
    { title: 'Registered Dietitian', bio: '{first} supports clients with digestive and blood sugar concerns using clear, evidence-based plans.' },
    { title: 'Sports Nutrition Coach', bio: '{first} helps athletes fuel well for training and recovery.' },
    { title: 'Client Coordinator', bio: '{first} looks after bookings, reminders and the many small questions in between.' },
  ],
  faqs: [
    {
      question: 'What happens in the first consultation?',
      answer: 'We talk about your health, your eating habits and your goals. {name} will then suggest first steps you can start right away.',
    },
    { question: 'Will I have to give up foods I love?', answer: 'No. We focus on balance and adding good things in, not strict rules.' },
    { question: 'Do you offer online sessions?', answer: 'Ask us about video sessions if meeting in person does not suit you.' },
    { question: 'Do I need a referral?', answer: 'Usually not, but if you have a medical condition we are happy to work alongside your doctor.' },
  ],
  reviewDetails: [
    'For the first time, healthy eating feels doable.',
    'No strict rules, just practical changes that stuck.',
    'My energy levels are so much better now.',
    'The meal plans fit around my crazy work schedule.',
    'I finally understand food labels.',
    'Kind, encouraging and full of good ideas for quick meals.',
  ],
  priceFactors: 'the type of session and the level of ongoing support',
  imageTerms: [
    'colorful healthy meal',
    'nutritionist with client',
    'fresh vegetables on table',
    'meal prep containers',
    'healthy breakfast bowl',
    'grocery shopping produce',
    'smoothie ingredients',
    'cooking healthy dinner',
  ],
  videoTitles: ['Three Easy Healthy Swaps', 'What to Expect From Coaching', 'A Week of Simple Meals'],
  videoLines: [
    'Learn three simple swaps that make everyday meals more nourishing.',
    'See how a first consultation works and what you take away from it.',
    'Get ideas for quick, balanced meals for a busy week.',
  ],
  quotes: ['Eat well, live well, feel well.', 'Nourish, do not punish.', 'Small changes, lasting results.', 'Food is fuel, and food is joy.'],
  hues: [95, 20, 170],
  fonts: ['friendly', 'calm', 'modern'],
  nameNouns: ['Nutrition', 'Wellness', 'Nutrition Co.', 'Health Coaching', 'Kitchen', 'Eats'],
  nameWords: ['Nourish', 'Thrive', 'Sprout', 'Balance', 'Green Plate', 'Root', 'Harvest', 'Vital'],
  ideas: [
    { idea: 'Nutrition coaching for new moms', pitch: 'Nutrition coaching that helps new mothers eat well, find energy and recover after birth.' },
    { idea: 'Meal planning for busy professionals', pitch: 'Weekly meal plans and shopping lists that save busy professionals time and money.' },
    { idea: 'Sports nutrition for youth athletes', pitch: 'Fuelling plans that help young athletes eat for growth, training and match days.' },
    { idea: 'Cooking classes for healthy families', pitch: 'Hands-on cooking classes that teach families quick, healthy meals everyone will eat.' },
    { idea: 'Gut health workshops online', pitch: 'Online workshops that explain gut health simply, with practical changes to try.' },
    { idea: 'Grocery tours for healthy shopping', pitch: 'Guided supermarket tours that teach shoppers to read labels and fill a healthy basket.' },
    { idea: 'Plant-based transition coaching', pitch: 'Step-by-step coaching for people moving to a plant-based diet without losing nutrients.' },
    { idea: 'Nutrition support for seniors at home', pitch: 'Home visits that help older adults eat well, keep their strength and manage their health.' },
    { idea: 'Workplace healthy eating workshops', pitch: 'Workshops that help teams eat better at work, with simple swaps and easy lunches.' },
    { idea: 'Blood sugar friendly meal delivery', pitch: 'Balanced meals delivered to the door for people keeping their blood sugar steady.' },
  ],
};
