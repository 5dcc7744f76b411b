import type { Language } from '../site/languages.js';

/** Built-in texts of a published site, in the site's contact form language (spec §3). */
export interface SiteTexts {
  /** The `lang` attribute of the page. */
  lang: string;
  skipToContent: string;
  /** The page's title when it has no other. */
  home: string;
  menu: string;
  mainMenu: string;
  footerMenu: string;
  socialLinks: string;
  name: string;
  email: string;
  message: string;
  phone: string;
  /** The header's tap-to-call link on phones. */
  call: string;
  /** The maps link beside an address. */
  directions: string;
  address: string;
  openingHours: string;
  serviceArea: string;
  send: string;
  subscribe: string;
  emailAddress: string;
  contactSuccess: string;
  newsletterSuccess: string;
  sending: string;
  error: string;
  bookNow: string;
  watchVideo: string;
  gallery: string;
  /** The carousel gallery's buttons. */
  previousPhotos: string;
  nextPhotos: string;
  embeddedContent: string;
  cookieText: string;
  accept: string;
  reject: string;
  cookieNotice: string;
  madeWith: string;
  /** Before a price the generator wrote as an example, until the owner edits it (issue 24). */
  examplePrice: string;
}

/** The English defaults the document starts with; a text equal to one of them is translated. */
export const ENGLISH_TEXTS: SiteTexts = {
  lang: 'en',
  skipToContent: 'Skip to content',
  home: 'Home',
  menu: 'Menu',
  mainMenu: 'Main menu',
  footerMenu: 'Footer menu',
  socialLinks: 'Social media',
  name: 'Name',
  email: 'Email',
  message: 'Message',
  phone: 'Phone',
  call: 'Call',
  directions: 'Directions',
  address: 'Address',
  openingHours: 'Opening hours',
  serviceArea: 'Area served',
  send: 'Send',
  subscribe: 'Subscribe',
  emailAddress: 'Email address',
  contactSuccess: 'Thank you! We will be in touch soon.',
  newsletterSuccess: 'Thank you for subscribing!',
  sending: 'Sending…',
  error: 'Something went wrong. Please check the form and try again.',
  bookNow: 'Book now',
  watchVideo: 'Watch the video',
  gallery: 'Gallery',
  previousPhotos: 'Previous photos',
  nextPhotos: 'Next photos',
  embeddedContent: 'Embedded content',
  cookieText: 'This website uses cookies',
  accept: 'Accept',
  reject: 'Reject',
  cookieNotice: 'Cookie notice',
  madeWith: 'Made with Frontdoor',
  examplePrice: 'Example price',
};

/** Every built-in text in the 7 contact form languages. */
export const SITE_TEXTS: Readonly<Record<Language, SiteTexts>> = {
  English: ENGLISH_TEXTS,
  Spanish: {
    lang: 'es',
    skipToContent: 'Saltar al contenido',
    home: 'Inicio',
    menu: 'Menú',
    mainMenu: 'Menú principal',
    footerMenu: 'Menú del pie de página',
    socialLinks: 'Redes sociales',
    name: 'Nombre',
    email: 'Correo electrónico',
    message: 'Mensaje',
    phone: 'Teléfono',
    call: 'Llamar',
    directions: 'Cómo llegar',
    address: 'Dirección',
    openingHours: 'Horario',
    serviceArea: 'Zona de servicio',
    send: 'Enviar',
    subscribe: 'Suscribirse',
    emailAddress: 'Correo electrónico',
    contactSuccess: '¡Gracias! Nos pondremos en contacto pronto.',
    newsletterSuccess: '¡Gracias por suscribirte!',
    sending: 'Enviando…',
    error: 'Algo salió mal. Revisa el formulario e inténtalo de nuevo.',
    bookNow: 'Reservar ahora',
    watchVideo: 'Ver el vídeo',
    gallery: 'Galería',
    previousPhotos: 'Fotos anteriores',
    nextPhotos: 'Fotos siguientes',
    embeddedContent: 'Contenido insertado',
    cookieText: 'Este sitio web utiliza cookies',
    accept: 'Aceptar',
    reject: 'Rechazar',
    cookieNotice: 'Aviso de cookies',
    madeWith: 'Hecho con Frontdoor',
    examplePrice: 'Precio de ejemplo',
  },
  French: {
    lang: 'fr',
    skipToContent: 'Aller au contenu',
    home: 'Accueil',
    menu: 'Menu',
    mainMenu: 'Menu principal',
    footerMenu: 'Menu du pied de page',
    socialLinks: 'Réseaux sociaux',
    name: 'Nom',
    email: 'E-mail',
    message: 'Message',
    phone: 'Téléphone',
    call: 'Appeler',
    directions: 'Itinéraire',
    address: 'Adresse',
    openingHours: 'Horaires',
    serviceArea: 'Zone desservie',
    send: 'Envoyer',
    subscribe: 'S’abonner',
    emailAddress: 'Adresse e-mail',
    contactSuccess: 'Merci ! Nous vous répondrons très bientôt.',
    newsletterSuccess: 'Merci pour votre inscription !',
    sending: 'Envoi…',
    error: 'Une erreur est survenue. Vérifiez le formulaire et réessayez.',
    bookNow: 'Réserver',
    watchVideo: 'Voir la vidéo',
    gallery: 'Galerie',
    previousPhotos: 'Photos précédentes',
    nextPhotos: 'Photos suivantes',
    embeddedContent: 'Contenu intégré',
    cookieText: 'Ce site utilise des cookies',
    accept: 'Accepter',
    reject: 'Refuser',
    cookieNotice: 'Avis sur les cookies',
    madeWith: 'Créé avec Frontdoor',
    examplePrice: 'Exemple de prix',
  },
  Italian: {
    lang: 'it',
    skipToContent: 'Vai al contenuto',
    home: 'Home',
    menu: 'Menu',
    mainMenu: 'Menu principale',
    footerMenu: 'Menu a piè di pagina',
    socialLinks: 'Social network',
    name: 'Nome',
    email: 'Email',
    message: 'Messaggio',
    phone: 'Telefono',
    call: 'Chiama',
    directions: 'Indicazioni',
    address: 'Indirizzo',
    openingHours: 'Orari',
    serviceArea: 'Zona servita',
    send: 'Invia',
    subscribe: 'Iscriviti',
    emailAddress: 'Indirizzo email',
    contactSuccess: 'Grazie! Ti contatteremo presto.',
    newsletterSuccess: 'Grazie per esserti iscritto!',
    sending: 'Invio in corso…',
    error: 'Qualcosa è andato storto. Controlla il modulo e riprova.',
    bookNow: 'Prenota ora',
    watchVideo: 'Guarda il video',
    gallery: 'Galleria',
    previousPhotos: 'Foto precedenti',
    nextPhotos: 'Foto successive',
    embeddedContent: 'Contenuto incorporato',
    cookieText: 'Questo sito utilizza i cookie',
    accept: 'Accetta',
    reject: 'Rifiuta',
    cookieNotice: 'Informativa sui cookie',
    madeWith: 'Creato con Frontdoor',
    examplePrice: 'Prezzo di esempio',
  },
  German: {
    lang: 'de',
    skipToContent: 'Zum Inhalt springen',
    home: 'Startseite',
    menu: 'Menü',
    mainMenu: 'Hauptmenü',
    footerMenu: 'Fußzeilenmenü',
    socialLinks: 'Soziale Medien',
    name: 'Name',
    email: 'E-Mail',
    message: 'Nachricht',
    phone: 'Telefon',
    call: 'Anrufen',
    directions: 'Route',
    address: 'Adresse',
    openingHours: 'Öffnungszeiten',
    serviceArea: 'Einzugsgebiet',
    send: 'Senden',
    subscribe: 'Abonnieren',
    emailAddress: 'E-Mail-Adresse',
    contactSuccess: 'Vielen Dank! Wir melden uns in Kürze.',
    newsletterSuccess: 'Vielen Dank für Ihre Anmeldung!',
    sending: 'Wird gesendet…',
    error: 'Etwas ist schiefgelaufen. Bitte prüfen Sie das Formular und versuchen Sie es erneut.',
    bookNow: 'Jetzt buchen',
    watchVideo: 'Video ansehen',
    gallery: 'Galerie',
    previousPhotos: 'Vorherige Fotos',
    nextPhotos: 'Nächste Fotos',
    embeddedContent: 'Eingebetteter Inhalt',
    cookieText: 'Diese Website verwendet Cookies',
    accept: 'Akzeptieren',
    reject: 'Ablehnen',
    cookieNotice: 'Cookie-Hinweis',
    madeWith: 'Erstellt mit Frontdoor',
    examplePrice: 'Beispielpreis',
  },
  Japanese: {
    lang: 'ja',
    skipToContent: '本文へスキップ',
    home: 'ホーム',
    menu: 'メニュー',
    mainMenu: 'メインメニュー',
    footerMenu: 'フッターメニュー',
    socialLinks: 'ソーシャルメディア',
    name: 'お名前',
    email: 'メールアドレス',
    message: 'メッセージ',
    phone: '電話番号',
    call: '電話する',
    directions: '道順',
    address: '住所',
    openingHours: '営業時間',
    serviceArea: '対応エリア',
    send: '送信',
    subscribe: '登録する',
    emailAddress: 'メールアドレス',
    contactSuccess: 'ありがとうございます。近日中にご連絡いたします。',
    newsletterSuccess: 'ご登録ありがとうございます。',
    sending: '送信中…',
    error: 'エラーが発生しました。入力内容を確認して、もう一度お試しください。',
    bookNow: '今すぐ予約',
    watchVideo: '動画を見る',
    gallery: 'ギャラリー',
    previousPhotos: '前の写真',
    nextPhotos: '次の写真',
    embeddedContent: '埋め込みコンテンツ',
    cookieText: 'このウェブサイトはクッキーを使用しています',
    accept: '同意する',
    reject: '拒否する',
    cookieNotice: 'クッキーに関するお知らせ',
    madeWith: 'Frontdoorで作成',
    examplePrice: '価格の例',
  },
  Korean: {
    lang: 'ko',
    skipToContent: '본문으로 건너뛰기',
    home: '홈',
    menu: '메뉴',
    mainMenu: '주 메뉴',
    footerMenu: '바닥글 메뉴',
    socialLinks: '소셜 미디어',
    name: '이름',
    email: '이메일',
    message: '메시지',
    phone: '전화번호',
    call: '전화하기',
    directions: '길찾기',
    address: '주소',
    openingHours: '영업시간',
    serviceArea: '서비스 지역',
    send: '보내기',
    subscribe: '구독하기',
    emailAddress: '이메일 주소',
    contactSuccess: '감사합니다! 곧 연락드리겠습니다.',
    newsletterSuccess: '구독해 주셔서 감사합니다!',
    sending: '보내는 중…',
    error: '문제가 발생했습니다. 양식을 확인한 후 다시 시도해 주세요.',
    bookNow: '지금 예약하기',
    watchVideo: '동영상 보기',
    gallery: '갤러리',
    previousPhotos: '이전 사진',
    nextPhotos: '다음 사진',
    embeddedContent: '삽입된 콘텐츠',
    cookieText: '이 웹사이트는 쿠키를 사용합니다',
    accept: '동의',
    reject: '거부',
    cookieNotice: '쿠키 알림',
    madeWith: 'Frontdoor로 제작',
    examplePrice: '예시 가격',
  },
};

/** The built-in texts of a site whose contact form language is `language`. */
export function siteTexts(language: Language): SiteTexts {
  return SITE_TEXTS[language] ?? ENGLISH_TEXTS;
}

/**
 * The text to show for an owner-editable text that starts as an English default: the owner's
 * own wording wins; an untouched default (or an empty text) is shown in the site's language.
 */
export function localized(ownText: string, key: Exclude<keyof SiteTexts, 'lang'>, texts: SiteTexts): string {
  const trimmed = ownText.trim();
  return trimmed === '' || trimmed === ENGLISH_TEXTS[key] ? texts[key] : ownText;
}
