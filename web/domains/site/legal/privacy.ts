// Tendwell Privacy Policy, English and French. Last revised January 5, 2022 (spec 000 §1).
// Who may see what (exact address after hire, background checks, banking) follows spec 002 and
// the row-level security of the database; keep the two in step.
import type { LegalTexts } from './types.ts';

export const privacy: LegalTexts = {
  en: {
    title: 'Privacy Policy',
    lastRevised: 'Last revised January 5, 2022',
    summary:
      'Home care is personal, and so is the information you trust us with. This policy explains what we collect, why, who can see it, how long we keep it, and the choices you have. We never sell your personal information.',
    sections: [
      {
        id: 'commitment',
        heading: '1. Our commitment',
        body: [
          'Tendwell Inc. (“Tendwell”, “we”) is responsible for the personal information we hold about families, the people they care for, and Care Pros. We handle it in line with the Personal Information Protection and Electronic Documents Act (PIPEDA) and, where they apply, provincial private-sector privacy laws, including Quebec’s Act respecting the protection of personal information in the private sector and the Personal Information Protection Acts of Alberta and British Columbia.',
          'This policy applies to the Tendwell website, web application and related services (the “Platform”). Our Privacy Officer is accountable for it and can be reached at privacy@tendwell.ca.',
        ],
      },
      {
        id: 'collect',
        heading: '2. What we collect and why',
        body: [
          'We collect only what we need to run a safe care marketplace:',
          {
            list: [
              '**Account information:** your name, e-mail address, phone number, password (stored only as a secure hash), account type, language preference and profile photo. We use it to create your account, sign you in and contact you about your care.',
              '**Care needs:** the services, schedule, conditions and languages a family describes. This can include health information about the person receiving care, which we treat as sensitive. We use it to match families with suitable Care Pros and to build job postings, shifts and care plans.',
              '**Addresses:** the address where care takes place or where a Care Pro lives. Before a hire, other users see only the city and an approximate distance. The exact address is shared only once a family and a Care Pro have agreed to work together.',
              '**Background checks (Care Pros):** an RCMP/CPIC criminal record check, which must be no older than 5 years. It is visible only to Tendwell payroll staff and to the Care Pro who submitted it. Families see only whether a check has been verified.',
              '**Banking information (Care Pros):** Canadian bank account details for direct deposit. They are visible only to their owner and to Tendwell payroll staff.',
              '**Card payments (families):** cards are handled by our payment processor. We receive a reference to your card, its brand, last four digits and expiry date, never the full card number or security code.',
              '**Messages, reviews and care records:** messages between families and Care Pros, reviews, reports, tasks, notes, care plans and emergency contacts. We use them to provide the service, keep the community safe and resolve disputes.',
              '**Location at check-in and check-out:** when a Care Pro checks in to or completes a shift, we record their device’s location at that moment to confirm the visit took place. We do not track location at other times.',
              '**COVID-19 screener answers and vaccination status:** Care Pros answer a health screener before and after each visit. A Care Pro may add their vaccination status, which families can see on their profile.',
              '**Technical information:** device and browser type, IP address and activity logs, used to keep the Platform secure and working, and the browser and device details sent with contact requests.',
            ],
          },
        ],
      },
      {
        id: 'consent',
        heading: '3. Consent',
        body: [
          'We collect, use and share personal information with your consent, which you give when you create an account and use the features described here. We ask for express consent for sensitive information such as health details and background checks. You may withdraw consent at any time, subject to legal or contractual limits; some features may then no longer be available.',
          'If you give us information about someone else, such as the person receiving care or an emergency contact, you confirm that you have their permission or the legal authority to do so.',
          'We send marketing messages only with your consent, and every message lets you unsubscribe.',
        ],
      },
      {
        id: 'sharing',
        heading: '4. Who can see your information',
        body: [
          {
            list: [
              'Other users see what they need to decide whether to work together: a Care Pro’s profile, rates, reviews and verified status; a family’s job posting and city. Exact addresses are shared only after a hire.',
              'Tendwell staff see information only when their role requires it; for example, only payroll staff can see background checks and banking details.',
              'Service providers who help us run the Platform, such as our payment processor, hosting and e-mail providers, receive only what they need, under contracts that require them to protect it.',
              'Authorities, when the law requires it or when someone’s safety is at serious risk.',
              'A buyer or successor, if Tendwell’s business is sold or merged, under the same protections.',
            ],
          },
          'We do not sell personal information, and we do not share it with advertisers.',
        ],
      },
      {
        id: 'storage',
        heading: '5. Where your information is stored and how it is protected',
        body: [
          'Some of our service providers may store or process information outside your province or outside Canada. When they do, it is protected by contract, and it may be subject to the laws of the place where it is held.',
          'We protect information with encryption in transit, access rules enforced in our database so each user can read only their own records, the least access needed for each staff role, and regular review of our safeguards.',
        ],
      },
      {
        id: 'retention',
        heading: '6. How long we keep it',
        body: [
          {
            list: [
              'We keep your account information for as long as your account is open.',
              'You can close your account yourself at any time, under **Your data** in your [profile](/profile). When you do, we immediately delete your profile, photos, addresses, care needs, saved cards, banking details, background check, favourites, applications and the job postings nobody was hired from, and you are signed out everywhere. What follows is all we keep, and why.',
              '**Payroll records and invoices** (hours worked, pay, deductions, employer contributions and payments, with the shifts they pay): six years after the end of the year they concern, because the Canada Revenue Agency requires employers to keep payroll records that long. On January 1 of the seventh year they are deleted automatically.',
              '**Incident reports** about a shift: for as long as that shift’s payroll records, because they may support a workers’ compensation or insurance claim.',
              '**Tax slips and the remittances a family marked** (T4 and RL-1 slips, T4 Summaries): remittances with the payroll records above; slips and Summaries for seven years after the end of their tax year, so that they can still be given again or corrected. On January 1 of the eighth year they are deleted automatically.',
              '**A Care Pro’s social insurance number and a family’s employer details** (legal name, mailing address, payroll account number): they are written on the tax slips, so we keep them, encrypted for the number, while a slip may still be issued or filed again from the pay or the slips we keep, and delete them automatically the day nothing of that is left. The number is never in the copy of your data you download: it shows there masked, as on every screen.',
              '**Messages you sent and reviews you wrote:** they stay with the person you sent them to, shown as written by “Former member”, because they are part of that person’s own conversation and profile.',
              '**A record that the account was closed** (when, by whom and why), without your name or contact details.',
              'A background check is deleted once it is replaced or becomes older than 5 years, or when the Care Pro’s account is closed.',
              'A copy of your data that you download is kept for 7 days or until you download it, whichever comes first.',
            ],
          },
        ],
      },
      {
        id: 'rights',
        heading: '7. Your rights',
        body: [
          'You have the right to:',
          {
            list: [
              'access the personal information we hold about you: under **Your data** in your [profile](/profile), you can download a copy of it, which we email you a link to within minutes;',
              'ask us to correct information that is inaccurate or incomplete (much of it you can edit yourself in your profile);',
              'close your account and have your information deleted, subject to the records we must keep (section 6); you can do this yourself in your [profile](/profile);',
              'withdraw your consent, as described above.',
            ],
          },
          'Write to privacy@tendwell.ca. We will confirm your identity and answer within 30 days. If you are not satisfied with our answer, you may complain to the Office of the Privacy Commissioner of Canada or to your provincial privacy commissioner.',
        ],
      },
      {
        id: 'minors',
        heading: '8. Children',
        body: [
          'Accounts are for adults 18 and over. When the person receiving care is a child, a parent or guardian manages the account and provides their information.',
        ],
      },
      {
        id: 'cookies',
        heading: '9. Cookies',
        body: [
          'We use only the cookies the Platform needs: one that keeps you signed in and one that remembers your language. We do not use advertising cookies.',
        ],
      },
      {
        id: 'changes',
        heading: '10. Changes and contact',
        body: [
          'We will post any change to this policy here and, if it is important, tell you by e-mail or in the Platform before it takes effect.',
          'Questions or requests? Contact our Privacy Officer at privacy@tendwell.ca.',
        ],
      },
    ],
  },
  fr: {
    title: 'Politique de confidentialité',
    lastRevised: 'Dernière révision : 5 janvier 2022',
    summary:
      'Les soins à domicile sont une affaire personnelle, tout comme les renseignements que vous nous confiez. Cette politique explique ce que nous recueillons, pourquoi, qui peut le voir, combien de temps nous le conservons et les choix qui s’offrent à vous. Nous ne vendons jamais vos renseignements personnels.',
    sections: [
      {
        id: 'commitment',
        heading: '1. Notre engagement',
        body: [
          'Tendwell Inc. (« Tendwell », « nous ») est responsable des renseignements personnels qu’elle détient sur les familles, les personnes dont elles prennent soin et les Pros des soins. Nous les traitons conformément à la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et, lorsqu’elles s’appliquent, aux lois provinciales sur la protection des renseignements personnels dans le secteur privé, dont la Loi sur la protection des renseignements personnels dans le secteur privé du Québec et les lois Personal Information Protection Act de l’Alberta et de la Colombie-Britannique.',
          'Cette politique s’applique au site Web, à l’application Web et aux services connexes de Tendwell (la « Plateforme »). Notre responsable de la protection des renseignements personnels en répond et peut être joint à privacy@tendwell.ca.',
        ],
      },
      {
        id: 'collect',
        heading: '2. Ce que nous recueillons et pourquoi',
        body: [
          'Nous recueillons seulement ce qui est nécessaire au fonctionnement d’une place de marché de soins sécuritaire :',
          {
            list: [
              '**Renseignements du compte :** votre nom, votre adresse courriel, votre numéro de téléphone, votre mot de passe (conservé uniquement sous forme de hachage sécurisé), le type de compte, la langue choisie et votre photo de profil. Nous les utilisons pour créer votre compte, vous connecter et communiquer avec vous au sujet de vos soins.',
              '**Besoins de soins :** les services, l’horaire, les problèmes de santé et les langues décrits par une famille. Cela peut inclure des renseignements sur la santé de la personne qui reçoit les soins, que nous traitons comme sensibles. Nous les utilisons pour jumeler les familles avec des Pros des soins compétents et pour créer les offres d’emploi, les quarts et les plans de soins.',
              '**Adresses :** l’adresse où les soins sont donnés ou où habite un Pro des soins. Avant une embauche, les autres utilisateurs ne voient que la ville et une distance approximative. L’adresse exacte n’est communiquée qu’une fois qu’une famille et un Pro des soins ont convenu de travailler ensemble.',
              '**Vérifications d’antécédents (Pros des soins) :** une vérification du casier judiciaire GRC/CIPC, qui doit dater de moins de 5 ans. Elle n’est visible que par le personnel de la paie de Tendwell et par le Pro des soins qui l’a fournie. Les familles voient seulement si une vérification a été confirmée.',
              '**Renseignements bancaires (Pros des soins) :** les coordonnées d’un compte bancaire canadien pour le dépôt direct. Elles ne sont visibles que par leur titulaire et par le personnel de la paie de Tendwell.',
              '**Paiements par carte (familles) :** les cartes sont traitées par notre processeur de paiement. Nous recevons une référence à votre carte, sa marque, ses quatre derniers chiffres et sa date d’expiration, jamais le numéro complet ni le code de sécurité.',
              '**Messages, évaluations et dossiers de soins :** les messages entre familles et Pros des soins, les évaluations, les rapports, les tâches, les notes, les plans de soins et les contacts d’urgence. Nous les utilisons pour offrir le service, assurer la sécurité de la communauté et régler les différends.',
              '**Position à l’arrivée et au départ :** lorsqu’un Pro des soins enregistre son arrivée ou termine un quart, nous enregistrons la position de son appareil à ce moment pour confirmer que la visite a eu lieu. Nous ne suivons pas sa position à d’autres moments.',
              '**Réponses au questionnaire COVID-19 et statut vaccinal :** les Pros des soins répondent à un questionnaire de santé avant et après chaque visite. Un Pro des soins peut ajouter son statut vaccinal, que les familles voient sur son profil.',
              '**Renseignements techniques :** le type d’appareil et de navigateur, l’adresse IP et les journaux d’activité, utilisés pour assurer la sécurité et le bon fonctionnement de la Plateforme, ainsi que les détails du navigateur et de l’appareil envoyés avec les demandes de contact.',
            ],
          },
        ],
      },
      {
        id: 'consent',
        heading: '3. Consentement',
        body: [
          'Nous recueillons, utilisons et communiquons les renseignements personnels avec votre consentement, que vous donnez en créant un compte et en utilisant les fonctions décrites ici. Nous demandons un consentement exprès pour les renseignements sensibles, comme les renseignements sur la santé et les vérifications d’antécédents. Vous pouvez retirer votre consentement en tout temps, sous réserve de restrictions légales ou contractuelles; certaines fonctions pourraient alors ne plus être offertes.',
          'Si vous nous fournissez des renseignements sur une autre personne, comme la personne qui reçoit les soins ou un contact d’urgence, vous confirmez avoir sa permission ou le pouvoir légal de le faire.',
          'Nous n’envoyons des messages de marketing qu’avec votre consentement, et chaque message vous permet de vous désabonner.',
        ],
      },
      {
        id: 'sharing',
        heading: '4. Qui peut voir vos renseignements',
        body: [
          {
            list: [
              'Les autres utilisateurs voient ce dont ils ont besoin pour décider de travailler ensemble : le profil, les tarifs, les évaluations et le statut vérifié d’un Pro des soins; l’offre d’emploi et la ville d’une famille. Les adresses exactes ne sont communiquées qu’après une embauche.',
              'Le personnel de Tendwell ne voit des renseignements que lorsque son rôle l’exige; par exemple, seul le personnel de la paie peut voir les vérifications d’antécédents et les renseignements bancaires.',
              'Les fournisseurs de services qui nous aident à exploiter la Plateforme, comme notre processeur de paiement et nos fournisseurs d’hébergement et de courriel, ne reçoivent que ce dont ils ont besoin, en vertu de contrats qui les obligent à protéger ces renseignements.',
              'Les autorités, lorsque la loi l’exige ou lorsque la sécurité d’une personne est gravement menacée.',
              'Un acheteur ou un successeur, si l’entreprise de Tendwell est vendue ou fusionnée, avec les mêmes protections.',
            ],
          },
          'Nous ne vendons pas de renseignements personnels et ne les communiquons pas à des annonceurs.',
        ],
      },
      {
        id: 'storage',
        heading: '5. Où vos renseignements sont conservés et comment ils sont protégés',
        body: [
          'Certains de nos fournisseurs de services peuvent conserver ou traiter des renseignements à l’extérieur de votre province ou du Canada. Le cas échéant, ces renseignements sont protégés par contrat et peuvent être assujettis aux lois de l’endroit où ils se trouvent.',
          'Nous protégeons les renseignements par le chiffrement des communications, des règles d’accès appliquées dans notre base de données pour que chaque utilisateur ne puisse lire que ses propres dossiers, l’accès minimal nécessaire à chaque rôle du personnel et un examen régulier de nos mesures de sécurité.',
        ],
      },
      {
        id: 'retention',
        heading: '6. Durée de conservation',
        body: [
          {
            list: [
              'Nous conservons les renseignements de votre compte tant que celui-ci est ouvert.',
              'Vous pouvez fermer vous-même votre compte à tout moment, sous **Vos données** dans votre [profil](/profile). Nous supprimons alors immédiatement votre profil, vos photos, adresses, besoins de soins, cartes enregistrées, coordonnées bancaires, vérification d’antécédents, favoris, candidatures et les offres pour lesquelles personne n’a été embauché, et vous êtes déconnecté partout. Voici tout ce que nous conservons, et pourquoi.',
              '**Dossiers de paie et factures** (heures travaillées, paie, retenues, cotisations de l’employeur et paiements, avec les quarts qu’ils rémunèrent) : six ans après la fin de l’année qu’ils concernent, parce que l’Agence du revenu du Canada exige que les employeurs conservent leurs registres de paie pendant cette période. Le 1er janvier de la septième année, ils sont supprimés automatiquement.',
              '**Rapports d’incident** concernant un quart : aussi longtemps que les dossiers de paie de ce quart, car ils peuvent appuyer une réclamation d’indemnisation des accidentés du travail ou d’assurance.',
              '**Feuillets fiscaux et versements marqués par une famille** (feuillets T4 et Relevé 1, sommaires T4) : les versements avec les dossiers de paie ci-dessus; les feuillets et les sommaires sept ans après la fin de leur année d’imposition, pour qu’ils puissent encore être remis de nouveau ou corrigés. Le 1er janvier de la huitième année, ils sont supprimés automatiquement.',
              '**Le numéro d’assurance sociale d’un Pro des soins et les renseignements d’employeur d’une famille** (nom légal, adresse postale, numéro de compte de retenues sur la paie) : ils figurent sur les feuillets fiscaux; nous les conservons donc, chiffrés pour le numéro, tant qu’un feuillet peut encore être établi ou produit de nouveau à partir de la paie ou des feuillets conservés, et les supprimons automatiquement le jour où il n’en reste plus rien. Le numéro ne figure jamais dans la copie de vos données que vous téléchargez : il y est masqué, comme sur tous les écrans.',
              '**Messages envoyés et évaluations rédigées :** ils restent chez la personne à qui vous les avez adressés, signés « Former member » (ancien membre), car ils font partie de la conversation et du profil de cette personne.',
              '**Une trace de la fermeture du compte** (date, auteur et motif), sans votre nom ni vos coordonnées.',
              'Une vérification d’antécédents est supprimée dès qu’elle est remplacée ou qu’elle date de plus de 5 ans, ou à la fermeture du compte du Pro des soins.',
              'Une copie de vos données que vous téléchargez est conservée 7 jours, ou jusqu’à son téléchargement si celui-ci a lieu avant.',
            ],
          },
        ],
      },
      {
        id: 'rights',
        heading: '7. Vos droits',
        body: [
          'Vous avez le droit :',
          {
            list: [
              'd’accéder aux renseignements personnels que nous détenons à votre sujet : sous **Vos données** dans votre [profil](/profile), vous pouvez en télécharger une copie, dont nous vous envoyons le lien par courriel en quelques minutes;',
              'de nous demander de corriger des renseignements inexacts ou incomplets (vous pouvez modifier vous-même une grande partie de ceux-ci dans votre profil);',
              'de fermer votre compte et de faire supprimer vos renseignements, sous réserve des dossiers que nous devons conserver (section 6); vous pouvez le faire vous-même dans votre [profil](/profile);',
              'de retirer votre consentement, comme décrit plus haut.',
            ],
          },
          'Écrivez à privacy@tendwell.ca. Nous confirmerons votre identité et vous répondrons dans un délai de 30 jours. Si notre réponse ne vous satisfait pas, vous pouvez porter plainte auprès du Commissariat à la protection de la vie privée du Canada ou de l’organisme de protection de la vie privée de votre province.',
        ],
      },
      {
        id: 'minors',
        heading: '8. Enfants',
        body: [
          'Les comptes sont réservés aux adultes de 18 ans et plus. Lorsque la personne qui reçoit les soins est un enfant, un parent ou un tuteur gère le compte et fournit ses renseignements.',
        ],
      },
      {
        id: 'cookies',
        heading: '9. Témoins (cookies)',
        body: [
          'Nous utilisons seulement les témoins dont la Plateforme a besoin : l’un vous garde connecté, l’autre retient votre langue. Nous n’utilisons pas de témoins publicitaires.',
        ],
      },
      {
        id: 'changes',
        heading: '10. Modifications et coordonnées',
        body: [
          'Nous publierons toute modification de cette politique ici et, si elle est importante, nous vous en informerons par courriel ou dans la Plateforme avant son entrée en vigueur.',
          'Des questions ou des demandes? Communiquez avec notre responsable de la protection des renseignements personnels à privacy@tendwell.ca.',
        ],
      },
    ],
  },
};
