// The site domain's words (spec 000 §2.7): one catalog per page, all server-rendered, so none of
// them reaches the browser. The one island with words of its own (resource search) has its own
// catalog in messages-resource-search.ts: the bundler cannot drop unused catalogs from a shared
// file (defineMessages is a call), so a single file would ship every page's text with the island.
import { defineMessages } from '../../shared/i18n.tsx';

/** Words several pages share: the calls to action. */
export const siteMessages = defineMessages({
  en: {
    getStarted: 'Get Started',
    getStartedToday: 'Get Started Today',
    findCareNow: 'Find care now',
    becomeCarePro: 'Become a Care Pro',
    freeToJoin: 'Free to join. No commitment until you hire.',
    ctaFamilyTitle: 'Looking for care?',
    ctaFamilyBody:
      'Tell us about your loved one’s needs and meet Care Pros near you. Signing up and talking with caregivers is free.',
    ctaProTitle: 'Are you a caregiver?',
    ctaProBody:
      'Set your own wage and schedule, choose the families you work with, and get paid by direct deposit.',
  },
  fr: {
    getStarted: 'Commencer',
    getStartedToday: 'Commencez dès aujourd’hui',
    findCareNow: 'Trouver des soins',
    becomeCarePro: 'Devenir Pro des soins',
    freeToJoin: 'Inscription gratuite. Aucun engagement avant l’embauche.',
    ctaFamilyTitle: 'Vous cherchez des soins?',
    ctaFamilyBody:
      'Décrivez les besoins de votre proche et rencontrez des Pros des soins près de chez vous. L’inscription et les échanges avec les soignants sont gratuits.',
    ctaProTitle: 'Vous êtes soignant?',
    ctaProBody:
      'Fixez votre salaire et votre horaire, choisissez les familles avec qui vous travaillez et soyez payé par dépôt direct.',
  },
});

/** / (spec 000 §2.7). */
export const homeMessages = defineMessages({
  en: {
    title: 'Trusted In-Home Care Across Canada',
    description:
      'Tendwell connects Canadian families with background-checked Care Pros. Talk to caregivers for free, see exactly what care costs, and pay only once you hire.',

    heroEyebrow: 'In-home care across Canada',
    heroTitle: 'Care for the people you love, right at home',
    heroBody:
      'Tendwell connects families with background-checked Care Pros who set fair wages and bring their whole heart to every visit. Talk to caregivers for free and pay only once you hire.',
    heroPointChecks: 'RCMP/CPIC background checks',
    heroPointScreener: 'Daily COVID-19 screener',
    heroPointFree: 'No fees until you hire',
    heroPointsLabel: 'Why families choose Tendwell',

    howEyebrow: 'How it works',
    howTitle: 'Good care in three simple steps',
    howIntro:
      'No contracts, no agency markup, no guesswork. Just the right person for the care your family needs.',
    step: 'Step {n}',
    step1Title: 'Tell us what you need',
    step1Body:
      'Answer a few quick questions about the care you’re looking for, the services that matter and the languages spoken at home. It takes about five minutes.',
    step2Title: 'Meet Care Pros for free',
    step2Body:
      'Browse profiles with experience, reviews, hourly rates and availability near you. Message as many Care Pros as you like: talking is always free.',
    step3Title: 'Hire and stay connected',
    step3Body:
      'Invite the Care Pro who feels right to your team, schedule shifts, add tasks and follow each visit as it happens.',

    familiesEyebrow: 'For families',
    familiesTitle: 'Peace of mind, even when you can’t be there',
    updatesTitle: 'Real-time care updates',
    updatesBody:
      'Know the moment your Care Pro arrives and leaves, what was done and how the visit went, wherever you are.',
    updatesItem1: 'Check-in and check-out times for every shift',
    updatesItem2: 'Tasks marked complete, with notes from your Care Pro',
    updatesItem3: 'Messages, schedules and the care plan in one place',
    updatesImageAlt:
      'A phone showing a timeline of care updates: the Care Pro’s check-in, completed tasks and check-out',
    freeTitle: 'Talk for free. Pay only once you hire.',
    freeBody:
      'Creating an account, posting your needs and messaging Care Pros cost nothing. You are billed only for care that has been delivered, and you have 2 days to review each invoice before your card is charged.',

    costEyebrow: 'Transparent pricing',
    costTitle: 'Know exactly what care costs',
    costIntro:
      'Care Pros set their own hourly wage. On top of it you pay payroll taxes and our platform fee. Nothing hidden, nothing marked up behind the scenes.',
    costTableCaption: 'Example: a Care Pro whose wage is {wage} an hour',
    costItem: 'Item',
    costPerHour: 'Per hour',
    costWage: 'Care Pro’s wage (includes 4% vacation pay)',
    costPayroll: 'Payroll taxes ({rate})',
    costPlatform: 'Tendwell fee ({rate}): payments, insurance, platform and support',
    costTotal: 'Your total',
    costFormula: 'Total cost = wage × 1.2966',
    agencyTitle: 'Compared with a traditional agency',
    agencyBody:
      'Agencies typically pass about 65% of what you pay on to the caregiver. For a caregiver to earn a base wage of {base} an hour (before vacation pay) through an agency, you would pay about {agency} an hour.',
    agencyTendwell: 'With Tendwell',
    agencyAgency: 'Typical agency',
    agencySavings: 'About {savings} less, every hour',
    agencyWeekly: 'That’s roughly {weekly} saved over a 20-hour week.',
    costFootnote: 'Estimates for illustration, in Canadian dollars. Agency rates vary.',

    proEyebrow: 'For Care Pros',
    proTitle: 'Your skills, your rate, your schedule',
    proBody:
      'Tendwell is built so caregivers keep more of what families pay. Show your experience, choose the clients and hours that fit your life, and get paid by direct deposit.',
    proItem1: 'Set your own wages and schedules',
    proItem2: 'Paid for every hour, with 4% vacation pay included',
    proItem3: 'Talk with families directly, without a middleman',
    proImageAlt:
      'A smiling Care Pro in green scrubs holding a tablet, with her care bag on her shoulder',

    safetyEyebrow: 'Safety first',
    safetyTitle: 'Every Care Pro is screened before they can meet you',
    checksTitle: 'Background checks',
    checksBody:
      'Care Pros provide a clear RCMP/CPIC criminal record check, no older than 5 years, before their profile appears in search or they can message families.',
    screenerTitle: 'Daily COVID-19 screener',
    screenerBody:
      'Care Pros complete a health screener before and after every visit, so concerns are caught before anyone walks through your door.',
    vaccineTitle: 'Vaccination status visible',
    vaccineBody:
      'See each Care Pro’s vaccination status on their profile before you decide to hire.',
    paymentsTitle: 'Secure payments',
    paymentsBody:
      'Cards are handled by our payment processor and charged only after care is delivered. Care Pros are paid by direct deposit.',
    safetyLink: 'Read our response to COVID-19',

    storiesEyebrow: 'In their words',
    storiesTitle: 'What families and Care Pros tell us',
    storiesNote:
      'Illustrative stories that reflect what we hear from families and Care Pros. Names and details are representative.',
    quote1:
      'After Dad’s fall we needed help within the week. We talked with three Care Pros in two days, and Priya started that Monday. I get a check-in notice every morning, so I can actually focus at work.',
    quote1Name: 'Sarah',
    quote1Place: 'Daughter and caregiver · Mississauga, ON',
    quote2:
      'I set my own rate and pick shifts that fit around my kids’ school day. For the first time, I know exactly what families pay and what I take home.',
    quote2Name: 'Marisol',
    quote2Place: 'Care Pro · Surrey, BC',
    quote3:
      'My mother speaks only Cantonese. Finding a caregiver who could chat with her made all the difference: she looks forward to her visits now.',
    quote3Name: 'Kevin',
    quote3Place: 'Son · Calgary, AB',

    finalTitle: 'Take Control Of Your Loved One’s Care',
    finalBody:
      'Tell us what your family needs today. Signing up and talking with Care Pros is free, and there’s no commitment until you hire.',
    finalImageAlt: 'Three generations of a family sharing a happy moment together at home',
  },
  fr: {
    title: 'Soins à domicile de confiance partout au Canada',
    description:
      'Tendwell met en relation les familles canadiennes et des Pros des soins dont les antécédents ont été vérifiés. Discutez gratuitement avec des soignants, voyez exactement ce que coûtent les soins et payez seulement après l’embauche.',

    heroEyebrow: 'Soins à domicile partout au Canada',
    heroTitle: 'Des soins pour ceux que vous aimez, à la maison',
    heroBody:
      'Tendwell met les familles en relation avec des Pros des soins dont les antécédents ont été vérifiés, qui fixent un salaire équitable et mettent tout leur cœur dans chaque visite. Discutez gratuitement avec des soignants et payez seulement après l’embauche.',
    heroPointChecks: 'Vérification des antécédents GRC/CIPC',
    heroPointScreener: 'Dépistage quotidien de la COVID-19',
    heroPointFree: 'Aucuns frais avant l’embauche',
    heroPointsLabel: 'Pourquoi les familles choisissent Tendwell',

    howEyebrow: 'Comment ça fonctionne',
    howTitle: 'De bons soins en trois étapes simples',
    howIntro:
      'Pas de contrat, pas de majoration d’agence, pas de devinettes. Seulement la bonne personne pour les soins dont votre famille a besoin.',
    step: 'Étape {n}',
    step1Title: 'Dites-nous ce dont vous avez besoin',
    step1Body:
      'Répondez à quelques questions sur les soins recherchés, les services qui comptent et les langues parlées à la maison. Cela prend environ cinq minutes.',
    step2Title: 'Rencontrez des Pros des soins gratuitement',
    step2Body:
      'Parcourez des profils avec l’expérience, les évaluations, les tarifs horaires et les disponibilités près de chez vous. Écrivez à autant de Pros des soins que vous voulez : discuter est toujours gratuit.',
    step3Title: 'Embauchez et restez en contact',
    step3Body:
      'Invitez dans votre équipe le Pro des soins qui vous convient, planifiez les quarts, ajoutez des tâches et suivez chaque visite en temps réel.',

    familiesEyebrow: 'Pour les familles',
    familiesTitle: 'L’esprit tranquille, même quand vous ne pouvez pas être là',
    updatesTitle: 'Suivi des soins en temps réel',
    updatesBody:
      'Sachez dès que votre Pro des soins arrive et repart, ce qui a été fait et comment la visite s’est déroulée, où que vous soyez.',
    updatesItem1: 'Heures d’arrivée et de départ pour chaque quart',
    updatesItem2: 'Tâches marquées comme faites, avec les notes de votre Pro des soins',
    updatesItem3: 'Messages, horaires et plan de soins au même endroit',
    updatesImageAlt:
      'Un téléphone affichant le fil du suivi des soins : l’arrivée du Pro des soins, les tâches faites et son départ',
    freeTitle: 'Discutez gratuitement. Payez seulement après l’embauche.',
    freeBody:
      'Créer un compte, publier vos besoins et écrire aux Pros des soins ne coûte rien. Vous êtes facturé seulement pour les soins fournis, et vous disposez de 2 jours pour vérifier chaque facture avant que votre carte soit débitée.',

    costEyebrow: 'Des prix transparents',
    costTitle: 'Sachez exactement ce que coûtent les soins',
    costIntro:
      'Les Pros des soins fixent leur propre salaire horaire. S’y ajoutent les charges sociales et nos frais de plateforme. Rien de caché, aucune majoration en coulisses.',
    costTableCaption: 'Exemple : un Pro des soins dont le salaire est de {wage} l’heure',
    costItem: 'Élément',
    costPerHour: 'Par heure',
    costWage: 'Salaire du Pro des soins (indemnité de vacances de 4 % incluse)',
    costPayroll: 'Charges sociales ({rate})',
    costPlatform: 'Frais Tendwell ({rate}) : paiements, assurance, plateforme et soutien',
    costTotal: 'Votre total',
    costFormula: 'Coût total = salaire × 1,2966',
    agencyTitle: 'Comparé à une agence traditionnelle',
    agencyBody:
      'Les agences versent généralement environ 65 % de ce que vous payez au soignant. Pour qu’un soignant touche un salaire de base de {base} l’heure (avant l’indemnité de vacances) par l’entremise d’une agence, vous paieriez environ {agency} l’heure.',
    agencyTendwell: 'Avec Tendwell',
    agencyAgency: 'Agence typique',
    agencySavings: 'Environ {savings} de moins, chaque heure',
    agencyWeekly: 'Soit une économie d’environ {weekly} pour une semaine de 20 heures.',
    costFootnote:
      'Estimations à titre d’exemple, en dollars canadiens. Les tarifs des agences varient.',

    proEyebrow: 'Pour les Pros des soins',
    proTitle: 'Vos compétences, votre tarif, votre horaire',
    proBody:
      'Tendwell est conçu pour que les soignants gardent une plus grande part de ce que paient les familles. Mettez votre expérience en valeur, choisissez les clients et les heures qui conviennent à votre vie, et soyez payé par dépôt direct.',
    proItem1: 'Fixez votre salaire et votre horaire',
    proItem2: 'Payé pour chaque heure, indemnité de vacances de 4 % incluse',
    proItem3: 'Discutez directement avec les familles, sans intermédiaire',
    proImageAlt:
      'Une Pro des soins souriante en uniforme vert, une tablette à la main et son sac de soins à l’épaule',

    safetyEyebrow: 'La sécurité avant tout',
    safetyTitle: 'Chaque Pro des soins est vérifié avant de vous rencontrer',
    checksTitle: 'Vérification des antécédents',
    checksBody:
      'Les Pros des soins fournissent une vérification du casier judiciaire GRC/CIPC sans antécédents, datant de moins de 5 ans, avant que leur profil apparaisse dans les recherches ou qu’ils puissent écrire aux familles.',
    screenerTitle: 'Dépistage quotidien de la COVID-19',
    screenerBody:
      'Les Pros des soins remplissent un questionnaire de santé avant et après chaque visite, pour repérer tout problème avant que quiconque franchisse votre porte.',
    vaccineTitle: 'Statut vaccinal visible',
    vaccineBody:
      'Consultez le statut vaccinal de chaque Pro des soins sur son profil avant de décider d’embaucher.',
    paymentsTitle: 'Paiements sécurisés',
    paymentsBody:
      'Les cartes sont traitées par notre processeur de paiement et débitées seulement après les soins. Les Pros des soins sont payés par dépôt direct.',
    safetyLink: 'Lire notre réponse à la COVID-19',

    storiesEyebrow: 'Dans leurs mots',
    storiesTitle: 'Ce que nous disent les familles et les Pros des soins',
    storiesNote:
      'Histoires illustratives qui reflètent ce que nous entendons de la part des familles et des Pros des soins. Les noms et les détails sont représentatifs.',
    quote1:
      'Après la chute de papa, il nous fallait de l’aide dans la semaine. Nous avons parlé à trois Pros des soins en deux jours, et Priya a commencé le lundi suivant. Je reçois un avis d’arrivée chaque matin : je peux enfin me concentrer au travail.',
    quote1Name: 'Sarah',
    quote1Place: 'Fille et proche aidante · Mississauga (Ont.)',
    quote2:
      'Je fixe mon propre tarif et je choisis des quarts qui s’agencent avec l’horaire scolaire de mes enfants. Pour la première fois, je sais exactement ce que paient les familles et ce que je gagne.',
    quote2Name: 'Marisol',
    quote2Place: 'Pro des soins · Surrey (C.-B.)',
    quote3:
      'Ma mère ne parle que le cantonais. Trouver une soignante qui pouvait discuter avec elle a tout changé : elle a maintenant hâte à ses visites.',
    quote3Name: 'Kevin',
    quote3Place: 'Fils · Calgary (Alb.)',

    finalTitle: 'Prenez en main les soins de votre proche',
    finalBody:
      'Dites-nous dès aujourd’hui ce dont votre famille a besoin. L’inscription et les échanges avec les Pros des soins sont gratuits, et rien ne vous engage avant l’embauche.',
    finalImageAlt: 'Trois générations d’une même famille partageant un moment heureux à la maison',
  },
});

/** /response-to-covid-19. */
export const covidMessages = defineMessages({
  en: {
    title: 'Our Response to COVID-19',
    description:
      'How Tendwell keeps in-home care safe: a daily COVID-19 screener before and after every visit, hygiene practices, a clear plan for exposures, and vaccination status families can see.',

    heroEyebrow: 'COVID-19 advisory',
    heroTitle: 'Your safety is our top priority',
    heroBody:
      'Home care means welcoming someone into your home. Here is how Tendwell Care Pros keep every visit safe for the people you love, and for themselves.',
    seeActions: 'See what we’re doing',
    heroImageAlt:
      'A Care Pro wearing a mask and holding a completed health checklist, beside a bottle of hand sanitizer',

    actionsEyebrow: 'Our safety practices',
    actionsTitle: 'What we’re doing to keep you safe',
    actionsIntro:
      'Our practices follow the guidance of the Public Health Agency of Canada and provincial public health authorities. When that guidance changes, we update them.',

    screenerTitle: 'Daily COVID-19 Screener',
    screenerBody:
      'Before and after every visit, Care Pros answer a short health screener in the Tendwell app. A visit goes ahead only when the screener is clear.',
    screenerItem1: 'Questions on symptoms, recent close contacts and recent test results',
    screenerItem2: 'Completed before check-in and again after check-out, every visit',
    screenerItem3:
      'If an answer raises a concern, the Care Pro stays home and the family is told right away',

    hygieneTitle: 'Hygiene and Practices',
    hygieneBody:
      'Simple habits, done every time, are the best protection for people who are older or living with health conditions.',
    hygieneItem1: 'Hands washed or sanitized on arrival, before personal care and before leaving',
    hygieneItem2: 'Masks worn whenever a family asks or local public health requires them',
    hygieneItem3:
      'High-touch surfaces such as door handles, rails and counters cleaned during visits',

    exposureTitle: 'Exposure',
    exposureBody:
      'If a Care Pro, the person receiving care or someone in the home tests positive or is exposed, we act quickly and calmly.',
    exposureItem1:
      'Upcoming shifts are paused and everyone affected is told, sharing no more health details than needed',
    exposureItem2: 'Isolation and testing follow your provincial public health guidance',
    exposureItem3: 'We help families message other available Care Pros so care can continue',

    vaccinationTitle: 'Vaccination',
    vaccinationBody:
      'We strongly encourage every Care Pro to be vaccinated against COVID-19, and we make the information families need easy to find.',
    vaccinationItem1: 'Care Pros can add their vaccination status to their profile',
    vaccinationItem2: 'Families see that status before they message or hire',
    vaccinationItem3: 'Families can discuss any extra precautions directly with their Care Pro',

    stayingSafeTitle: 'Staying safe during COVID-19',
    stayingSafeBody1:
      'The past years asked a lot of families and caregivers. Many of you cared for parents you could not visit, and many Care Pros kept showing up for the people who depended on them. We are grateful to every one of you.',
    stayingSafeBody2:
      'Home care remains one of the safest ways to support someone who is older or vulnerable: one trusted person instead of many, in a familiar place. Our job is to make that person easy to find and every visit as safe as it can be.',
    stayingSafeBody3:
      'If you have a question or a concern about a visit, please <contact>contact us</contact>. We read every message.',
    signoff: 'The Tendwell team',
  },
  fr: {
    title: 'Notre réponse à la COVID-19',
    description:
      'Comment Tendwell assure la sécurité des soins à domicile : un dépistage quotidien de la COVID-19 avant et après chaque visite, des pratiques d’hygiène, un plan clair en cas d’exposition et un statut vaccinal visible par les familles.',

    heroEyebrow: 'Avis COVID-19',
    heroTitle: 'Votre sécurité est notre priorité',
    heroBody:
      'Les soins à domicile, c’est accueillir quelqu’un chez soi. Voici comment les Pros des soins de Tendwell assurent la sécurité de chaque visite, pour ceux que vous aimez comme pour eux-mêmes.',
    seeActions: 'Voir nos mesures',
    heroImageAlt:
      'Une Pro des soins masquée tenant une liste de vérification de santé remplie, à côté d’une bouteille de désinfectant pour les mains',

    actionsEyebrow: 'Nos pratiques de sécurité',
    actionsTitle: 'Ce que nous faisons pour votre sécurité',
    actionsIntro:
      'Nos pratiques suivent les recommandations de l’Agence de la santé publique du Canada et des autorités provinciales de santé publique. Lorsque ces recommandations changent, nous les mettons à jour.',

    screenerTitle: 'Dépistage quotidien de la COVID-19',
    screenerBody:
      'Avant et après chaque visite, les Pros des soins répondent à un court questionnaire de santé dans l’application Tendwell. Une visite n’a lieu que si le questionnaire ne signale rien.',
    screenerItem1:
      'Questions sur les symptômes, les contacts étroits récents et les résultats de tests récents',
    screenerItem2: 'Rempli avant l’arrivée et de nouveau après le départ, à chaque visite',
    screenerItem3:
      'Si une réponse soulève une inquiétude, le Pro des soins reste à la maison et la famille est avisée aussitôt',

    hygieneTitle: 'Hygiène et pratiques',
    hygieneBody:
      'De simples habitudes, respectées à chaque fois, sont la meilleure protection pour les personnes âgées ou vivant avec des problèmes de santé.',
    hygieneItem1:
      'Mains lavées ou désinfectées à l’arrivée, avant les soins personnels et avant de partir',
    hygieneItem2:
      'Masque porté chaque fois qu’une famille le demande ou que la santé publique locale l’exige',
    hygieneItem3:
      'Surfaces souvent touchées, comme les poignées, les rampes et les comptoirs, nettoyées pendant les visites',

    exposureTitle: 'Exposition',
    exposureBody:
      'Si un Pro des soins, la personne qui reçoit les soins ou quelqu’un du foyer obtient un résultat positif ou a été exposé, nous agissons rapidement et calmement.',
    exposureItem1:
      'Les quarts à venir sont suspendus et toutes les personnes concernées sont avisées, sans communiquer plus de détails sur la santé que nécessaire',
    exposureItem2:
      'L’isolement et le dépistage suivent les recommandations de santé publique de votre province',
    exposureItem3:
      'Nous aidons les familles à écrire à d’autres Pros des soins disponibles pour que les soins se poursuivent',

    vaccinationTitle: 'Vaccination',
    vaccinationBody:
      'Nous encourageons fortement chaque Pro des soins à se faire vacciner contre la COVID-19, et nous rendons les renseignements utiles aux familles faciles à trouver.',
    vaccinationItem1: 'Les Pros des soins peuvent ajouter leur statut vaccinal à leur profil',
    vaccinationItem2: 'Les familles voient ce statut avant d’écrire ou d’embaucher',
    vaccinationItem3:
      'Les familles peuvent discuter de précautions supplémentaires directement avec leur Pro des soins',

    stayingSafeTitle: 'Rester en sécurité pendant la COVID-19',
    stayingSafeBody1:
      'Les dernières années ont beaucoup demandé aux familles et aux soignants. Plusieurs d’entre vous ont pris soin de parents qu’ils ne pouvaient pas visiter, et bien des Pros des soins ont continué d’être présents pour ceux qui comptaient sur eux. Nous vous remercions tous.',
    stayingSafeBody2:
      'Les soins à domicile demeurent l’une des façons les plus sûres de soutenir une personne âgée ou vulnérable : une seule personne de confiance plutôt que plusieurs, dans un lieu familier. Notre rôle est de rendre cette personne facile à trouver et chaque visite aussi sûre que possible.',
    stayingSafeBody3:
      'Si vous avez une question ou une inquiétude au sujet d’une visite, <contact>écrivez-nous</contact>. Nous lisons chaque message.',
    signoff: 'L’équipe Tendwell',
  },
});

/** /about-us. */
export const aboutMessages = defineMessages({
  en: {
    title: 'About Us',
    description:
      'Tendwell is a Canadian home-care marketplace built on people, transparency and personal care. Read our story, our mission and the values behind every visit.',

    heroEyebrow: 'About Tendwell',
    heroTitle: 'We believe great care starts with great people',
    heroBody:
      'Tendwell is a Canadian home-care marketplace. We help families find caring, qualified people to support their loved ones at home, and we help those caregivers build work they are proud of.',
    heroImageAlt: 'Two hands gently holding a heart-shaped house',

    storyEyebrow: 'Our story',
    storyTitle: 'Born around a kitchen table',
    storyBody1:
      'Tendwell began with a story many Canadian families know well. A parent who needed more help at home. Adult children juggling jobs, kids and long drives. An agency that was expensive, hard to reach and sent someone different every week.',
    storyBody2:
      'We also heard from caregivers: skilled, compassionate people who were taking home little more than half of what families paid, with little say over their hours.',
    storyBody3:
      'So we built something simpler. A marketplace where families talk directly with caregivers, see exactly what care costs, and stay close to every visit, and where Care Pros set their own wages and schedules. No middle layer, no surprises.',

    missionEyebrow: 'Our mission',
    missionTitle: 'Make great home care simple to find, fair to pay for and rewarding to provide.',
    missionBody:
      'For every family who wants a loved one to stay at home, and every caregiver who makes that possible.',

    valuesEyebrow: 'Our values',
    valuesTitle: 'What guides us',
    value1Title: 'Focus on people',
    value1Body:
      'Care is a relationship, not a transaction. We design every feature around the person receiving care, the family who loves them and the Care Pro who shows up.',
    value2Title: 'All things transparent',
    value2Body:
      'Families see the wage, the taxes and our fee on every invoice. Care Pros see what families pay. Trust grows when nobody has to guess.',
    value3Title: 'Personalize',
    value3Body:
      'No two families need the same thing. Choose the services, languages, schedule and person that fit your loved one, and change them as needs change.',

    getStartedEyebrow: 'Get started',
    getStartedTitle: 'Ready when you are',
  },
  fr: {
    title: 'À propos',
    description:
      'Tendwell est une place de marché canadienne de soins à domicile fondée sur les personnes, la transparence et des soins personnalisés. Découvrez notre histoire, notre mission et les valeurs derrière chaque visite.',

    heroEyebrow: 'À propos de Tendwell',
    heroTitle: 'De bons soins commencent par des personnes formidables',
    heroBody:
      'Tendwell est une place de marché canadienne de soins à domicile. Nous aidons les familles à trouver des personnes bienveillantes et qualifiées pour soutenir leurs proches à la maison, et nous aidons ces soignants à bâtir un travail dont ils sont fiers.',
    heroImageAlt: 'Deux mains tenant délicatement une maison en forme de cœur',

    storyEyebrow: 'Notre histoire',
    storyTitle: 'Née autour d’une table de cuisine',
    storyBody1:
      'Tendwell est née d’une histoire que bien des familles canadiennes connaissent. Un parent qui avait besoin de plus d’aide à la maison. Des enfants adultes qui jonglaient avec le travail, les enfants et de longs trajets. Une agence coûteuse, difficile à joindre, qui envoyait quelqu’un de différent chaque semaine.',
    storyBody2:
      'Nous avons aussi entendu les soignants : des personnes compétentes et bienveillantes qui touchaient à peine plus de la moitié de ce que payaient les familles, sans avoir leur mot à dire sur leurs heures.',
    storyBody3:
      'Nous avons donc bâti quelque chose de plus simple. Une place de marché où les familles discutent directement avec les soignants, voient exactement ce que coûtent les soins et restent proches de chaque visite, et où les Pros des soins fixent leur salaire et leur horaire. Aucun intermédiaire, aucune surprise.',

    missionEyebrow: 'Notre mission',
    missionTitle:
      'Rendre les bons soins à domicile faciles à trouver, justes à payer et valorisants à offrir.',
    missionBody:
      'Pour chaque famille qui souhaite qu’un proche reste à la maison, et pour chaque soignant qui rend cela possible.',

    valuesEyebrow: 'Nos valeurs',
    valuesTitle: 'Ce qui nous guide',
    value1Title: 'Les personnes d’abord',
    value1Body:
      'Les soins sont une relation, pas une transaction. Nous concevons chaque fonction autour de la personne qui reçoit les soins, de la famille qui l’aime et du Pro des soins qui est présent.',
    value2Title: 'Transparence totale',
    value2Body:
      'Les familles voient le salaire, les charges et nos frais sur chaque facture. Les Pros des soins voient ce que paient les familles. La confiance grandit quand personne n’a à deviner.',
    value3Title: 'Personnaliser',
    value3Body:
      'Deux familles n’ont jamais exactement les mêmes besoins. Choisissez les services, les langues, l’horaire et la personne qui conviennent à votre proche, et ajustez-les quand les besoins changent.',

    getStartedEyebrow: 'Commencer',
    getStartedTitle: 'Prêts quand vous l’êtes',
  },
});

/** /policies and its two panels (the documents themselves are in legal/). */
export const policiesMessages = defineMessages({
  en: {
    title: 'Policies',
    description:
      'Read the Tendwell Terms of Use and Privacy Policy: how our home-care marketplace works, how billing works, and how we protect your personal information.',
    termsDescription:
      'The Tendwell Terms of Use: who can use Tendwell, our role as a marketplace, fees and billing, acceptable use and account rules.',
    privacyDescription:
      'The Tendwell Privacy Policy: what we collect and why, who can see it, how long we keep it, and your rights under PIPEDA and provincial privacy laws.',
    heading: 'Our policies',
    intro:
      'The agreements that keep Tendwell fair and safe for families and Care Pros, written to be read. Select a policy to open it.',
    summaryLabel: 'In short',
    questions:
      'Questions about these policies? Write to <email>privacy@tendwell.ca</email> or <contact>contact us</contact>.',
  },
  fr: {
    title: 'Politiques',
    description:
      'Consultez les conditions d’utilisation et la politique de confidentialité de Tendwell : le fonctionnement de notre place de marché de soins à domicile, la facturation et la protection de vos renseignements personnels.',
    termsDescription:
      'Les conditions d’utilisation de Tendwell : qui peut utiliser Tendwell, notre rôle de place de marché, les frais et la facturation, l’utilisation acceptable et les règles des comptes.',
    privacyDescription:
      'La politique de confidentialité de Tendwell : ce que nous recueillons et pourquoi, qui peut le voir, combien de temps nous le conservons et vos droits en vertu de la LPRPDE et des lois provinciales.',
    heading: 'Nos politiques',
    intro:
      'Les ententes qui rendent Tendwell juste et sécuritaire pour les familles et les Pros des soins, rédigées pour être lues. Choisissez une politique pour l’ouvrir.',
    summaryLabel: 'En bref',
    questions:
      'Des questions sur ces politiques? Écrivez à <email>privacy@tendwell.ca</email> ou <contact>communiquez avec nous</contact>.',
  },
});

/** /resources, server-rendered. */
export const resourcesMessages = defineMessages({
  en: {
    title: 'Resource Center',
    description:
      'Help for families and Care Pros using Tendwell: how billing works, how Care Pros are screened, our COVID-19 practices, our policies and how to reach us.',
    heroEyebrow: 'Resource Center',
    heroTitle: 'How can we help?',
    heroBody: 'Guides and answers for families and Care Pros, all in one place.',

    linksTitle: 'Helpful links',
    linkContactTitle: 'Contact us',
    linkContactBody: 'Write to our team. We answer within 1 to 3 business days.',
    linkTermsTitle: 'Terms of Use',
    linkTermsBody: 'How Tendwell works, fees and billing, and the rules everyone agrees to.',
    linkPrivacyTitle: 'Privacy Policy',
    linkPrivacyBody: 'What we collect, who can see it and your rights.',
    linkCovidTitle: 'Our response to COVID-19',
    linkCovidBody: 'The daily screener, hygiene practices, exposures and vaccination.',
    linkJoinTitle: 'Become a Care Pro',
    linkJoinBody: 'Set your own wage and schedule, and find families near you.',
    linkAboutTitle: 'About Tendwell',
    linkAboutBody: 'Our story, our mission and the values behind every visit.',

    faqTitle: 'Quick answers',
    faq1Q: 'How much does care cost?',
    faq1A:
      'Care Pros set their own hourly wage, which includes 4% vacation pay. You pay that wage plus 9.66% payroll taxes and our 20% platform fee, so the total is the wage × 1.2966. A $20.00 wage costs $25.93 an hour.',
    faq2Q: 'When is my card charged?',
    faq2A:
      'Only after care has been delivered. Each invoice lists the completed shifts; you have 2 days to review it and ask for changes before the card on file is charged automatically.',
    faq3Q: 'How are Care Pros screened?',
    faq3A:
      'Every Care Pro provides a clear RCMP/CPIC criminal record check, no older than 5 years, before they appear in search or can message families. They also complete a COVID-19 screener before and after each visit.',
    faq4Q: 'Does it cost anything to look around?',
    faq4A:
      'No. Signing up, posting your needs and messaging Care Pros are free. You pay only once you hire.',
  },
  fr: {
    title: 'Centre de ressources',
    description:
      'De l’aide pour les familles et les Pros des soins qui utilisent Tendwell : la facturation, la vérification des Pros des soins, nos pratiques liées à la COVID-19, nos politiques et comment nous joindre.',
    heroEyebrow: 'Centre de ressources',
    heroTitle: 'Comment pouvons-nous vous aider?',
    heroBody:
      'Des guides et des réponses pour les familles et les Pros des soins, au même endroit.',

    linksTitle: 'Liens utiles',
    linkContactTitle: 'Nous joindre',
    linkContactBody:
      'Écrivez à notre équipe. Nous répondons dans un délai de 1 à 3 jours ouvrables.',
    linkTermsTitle: 'Conditions d’utilisation',
    linkTermsBody:
      'Le fonctionnement de Tendwell, les frais et la facturation, et les règles que chacun accepte.',
    linkPrivacyTitle: 'Politique de confidentialité',
    linkPrivacyBody: 'Ce que nous recueillons, qui peut le voir et vos droits.',
    linkCovidTitle: 'Notre réponse à la COVID-19',
    linkCovidBody:
      'Le dépistage quotidien, les pratiques d’hygiène, les expositions et la vaccination.',
    linkJoinTitle: 'Devenir Pro des soins',
    linkJoinBody:
      'Fixez votre salaire et votre horaire, et trouvez des familles près de chez vous.',
    linkAboutTitle: 'À propos de Tendwell',
    linkAboutBody: 'Notre histoire, notre mission et les valeurs derrière chaque visite.',

    faqTitle: 'Réponses rapides',
    faq1Q: 'Combien coûtent les soins?',
    faq1A:
      'Les Pros des soins fixent leur propre salaire horaire, qui inclut l’indemnité de vacances de 4 %. Vous payez ce salaire plus 9,66 % de charges sociales et nos frais de plateforme de 20 % : le total est donc le salaire × 1,2966. Un salaire de 20,00 $ coûte 25,93 $ l’heure.',
    faq2Q: 'Quand ma carte est-elle débitée?',
    faq2A:
      'Seulement après les soins. Chaque facture énumère les quarts effectués; vous disposez de 2 jours pour la vérifier et demander des modifications avant que la carte enregistrée soit débitée automatiquement.',
    faq3Q: 'Comment les Pros des soins sont-ils vérifiés?',
    faq3A:
      'Chaque Pro des soins fournit une vérification du casier judiciaire GRC/CIPC sans antécédents, datant de moins de 5 ans, avant d’apparaître dans les recherches ou de pouvoir écrire aux familles. Il remplit aussi un questionnaire de dépistage de la COVID-19 avant et après chaque visite.',
    faq4Q: 'Est-ce que ça coûte quelque chose de regarder?',
    faq4A:
      'Non. L’inscription, la publication de vos besoins et les messages aux Pros des soins sont gratuits. Vous payez seulement après l’embauche.',
  },
});
