// Generated from the migrated schema by web/server/cli/db-schema.ts (ADR 059): do not edit.
// Regenerate with: DATABASE_URL=… deno run -A web/server/cli/db-schema.ts --write

/** A row of each table and view, as postgres.js returns it (camelCase names). */
export type Tables = {
  'better_auth.accounts': {
    id: string;
    userId: string;
    accountId: string;
    providerId: string;
    accessToken: string | null;
    refreshToken: string | null;
    idToken: string | null;
    accessTokenExpiresAt: Date | null;
    refreshTokenExpiresAt: Date | null;
    scope: string | null;
    password: string | null;
    createdAt: Date;
    updatedAt: Date;
  };
  'better_auth.passkeys': {
    id: string;
    userId: string;
    name: string | null;
    publicKey: string;
    credentialId: string;
    counter: number;
    deviceType: string;
    backedUp: boolean;
    transports: string | null;
    aaguid: string | null;
    createdAt: Date;
  };
  'better_auth.sessions': {
    id: string;
    userId: string;
    token: string;
    expiresAt: Date;
    ipAddress: string | null;
    userAgent: string | null;
    createdAt: Date;
    updatedAt: Date;
  };
  'better_auth.two_factors': {
    id: string;
    userId: string;
    secret: string;
    backupCodes: string;
    verified: boolean;
    failedVerificationCount: number;
    lockedUntil: Date | null;
  };
  'better_auth.users': {
    id: string;
    name: string;
    email: string;
    emailVerified: boolean;
    image: string | null;
    createdAt: Date;
    updatedAt: Date;
    twoFactorEnabled: boolean;
  };
  'better_auth.verifications': {
    id: string;
    identifier: string;
    value: string;
    expiresAt: Date;
    createdAt: Date;
    updatedAt: Date;
  };
  'private.caregiver_cell_keys': {
    pos: number;
    key: string;
  };
  'private.caregiver_cells': {
    workRadiusKm: number;
    cellY: number;
    cellX: number;
    members: number;
    wageN: number;
    wageSum: string;
    bits: string[];
    slices: string[];
    updatedAt: Date;
  };
  'private.caregiver_points': {
    userId: string;
    location: string;
    workRadiusKm: number;
    updatedAt: Date;
    x: number | null;
    y: number | null;
    band: number | null;
    gender: string | null;
    wageExpCents: number | null;
    yearsExp: number | null;
    reviewCount: number | null;
    reviewScore: string | null;
    jobTypes: string[] | null;
    services: string[] | null;
    conditions: string[] | null;
    languages: string[] | null;
    keysLo: string;
    keysHi: string;
  };
  'private.employer_reminders': {
    familyId: string;
    kind: 'details' | 'remittance';
    period: string;
    sentAt: Date;
  };
  'private.job_cell_keys': {
    pos: number;
    key: string;
  };
  'private.job_cells': {
    cellY: number;
    cellX: number;
    members: number;
    created: Date[];
    bits: string[];
    updatedAt: Date;
  };
  'private.jobs': {
    id: string;
    kind: string;
    payload: unknown;
    dedupeKey: string | null;
    runAt: Date;
    attempts: number;
    maxAttempts: number;
    lastError: string | null;
    finishedAt: Date | null;
    failedAt: Date | null;
    createdAt: Date;
  };
  'private.rate_limits': {
    key: string;
    windowStartedAt: Date;
    hits: number;
  };
  'public.account_closures': {
    id: string;
    accountId: string;
    accountUserIdNumber: string;
    accountUserType: 'family' | 'caregiver' | 'admin';
    closedBy: string;
    closedAs: 'admin' | 'self';
    reason: string;
    createdAt: Date;
  };
  'public.account_flags': {
    userId: string | null;
    isBgCheck: boolean | null;
  };
  'public.account_statuses': {
    userId: string;
    isProfileCompleted: boolean;
    isBasicCompleted: boolean;
    isServiceCompleted: boolean;
    isEduAccredCompleted: boolean;
    isUserImgCompleted: boolean;
    isInitial: boolean;
    isApply: boolean;
    isMessage: boolean;
    isBgCheckSubmitted: boolean;
    isBgCheck: boolean;
    isCompletedFirstShift: boolean;
    isCompletedAll: boolean;
    isPaymentMethod: boolean;
    isBanking: boolean;
    isAvailComplete: boolean;
    updatedAt: Date;
  };
  'public.address_places': {
    id: string | null;
    userId: string | null;
    addressFull: string | null;
    locality: string | null;
    adminAreaLevel1: string | null;
    geohash: string | null;
    location: string | null;
    addressParams: unknown | null;
  };
  'public.addresses': {
    id: string;
    userId: string;
    addressFull: string;
    addressParams: unknown;
    location: string;
    geohash: string;
    createdAt: Date;
  };
  'public.admin_audit': {
    id: string;
    actorId: string;
    actorName: string;
    action: string;
    recordKind: string;
    recordId: string;
    details: unknown;
    createdAt: Date;
  };
  'public.application_states': {
    id: string | null;
    jobId: string | null;
    caregiverId: string | null;
    isRead: boolean | null;
    isAccepted: boolean | null;
    isDeclined: boolean | null;
  };
  'public.availability': {
    id: string;
    userId: string;
    dayId: number;
    startTime: string;
    endTime: string;
    createdAt: Date;
  };
  'public.background_check_refunds': {
    userId: string | null;
    invoiceId: string | null;
    amountCents: number | null;
  };
  'public.background_check_reimbursements': {
    userId: string;
    amountCents: number;
    receiptPath: string;
    receiptType: 'application/pdf' | 'image/jpeg' | 'image/png';
    recordedAt: Date;
    invoiceId: string | null;
    attachedAt: Date | null;
    createdAt: Date;
    updatedAt: Date;
  };
  'public.background_checks': {
    userId: string;
    status: 'none' | 'submitted' | 'approved' | 'rejected';
    filePath: string | null;
    fileType: ('application/pdf' | 'image/jpeg' | 'image/png') | null;
    issuedOn: Date | null;
    submittedAt: Date | null;
    actionedAt: Date | null;
    actionedBy: string | null;
    rejectionReason: string | null;
    createdAt: Date;
    updatedAt: Date;
  };
  'public.banking_details': {
    userId: string;
    instNum: string;
    transitNumEncrypted: string;
    accNumEncrypted: string;
    keyId: string;
    bankName: string;
    bankAddress: unknown;
    homeAddress: unknown;
    createdAt: Date;
    updatedAt: Date;
  };
  'public.care_need_keys': {
    userId: string | null;
    services: string[] | null;
    conditions: string[] | null;
  };
  'public.care_needs': {
    userId: string;
    serviceStart: 'immediately' | '1week' | '1month' | '1month+';
    servicePerWeek: 'under10' | '10-20' | '20+';
    serviceLength: 'underOneMonth' | 'underThreeMonths' | 'underSixMonths' | 'overSixMonths';
    services: string[];
    conditions: string[];
    languagePref: string[];
    createdAt: Date;
    updatedAt: Date;
  };
  'public.careers': {
    id: string;
    title: string;
    category: string;
    locations: string[];
    summary: string;
    description: string;
    howToApply: string;
    isPublished: boolean;
    publishedAt: Date | null;
    createdAt: Date;
    updatedAt: Date;
  };
  'public.caregiver_cards': {
    userId: string | null;
    userIdNumber: string | null;
    firstName: string | null;
    lastName: string | null;
    imgUrlThumb: string | null;
    gender: string | null;
    wageExpCents: number | null;
    yearsExp: number | null;
    reviewCount: number | null;
    reviewScore: string | null;
    jobTypes: string[] | null;
    languages: string[] | null;
    services: string[] | null;
    conditions: string[] | null;
    locality: string | null;
    adminAreaLevel1: string | null;
    workRadiusKm: number | null;
    h3Cell: string | null;
    isSearchable: boolean | null;
  };
  'public.caregiver_profiles': {
    userId: string;
    bio: string;
    wageExpCents: number | null;
    yearsExp: number;
    workRadiusKm: number | null;
    jobTypes: string[];
    services: string[];
    conditions: string[];
    languages: string[];
    locality: string | null;
    adminAreaLevel1: string | null;
    h3Cell: string | null;
    userIdNumber: string;
    firstName: string;
    lastName: string;
    gender: ('male' | 'female') | null;
    imgUrl: string | null;
    imgUrlThumb: string | null;
    isSearchable: boolean;
    reviewScore: string;
    reviewCount: number;
    jobsCompleted: number;
    createdAt: Date;
    updatedAt: Date;
  };
  'public.conditions': {
    key: string;
    labelEn: string;
    labelFr: string;
    sortOrder: number;
  };
  'public.contact_inquiries': {
    id: string;
    userId: string | null;
    name: string;
    email: string;
    subject: string;
    message: string;
    browserName: string | null;
    deviceType: string | null;
    mobileVendor: string | null;
    createdAt: Date;
  };
  'public.data_exports': {
    id: string;
    userId: string;
    requestedAt: Date;
    readyAt: Date | null;
    failedAt: Date | null;
    tokenHash: string | null;
    expiresAt: Date | null;
    downloadedAt: Date | null;
    archive: Uint8Array | null;
    archiveBytes: number | null;
  };
  'public.education_accreditations': {
    id: string;
    userId: string;
    type: 'education' | 'accreditation';
    school: string | null;
    degree: string;
    fieldOfStudy: string;
    startDate: Date | null;
    endDate: Date | null;
    description: string;
    accredName: string | null;
    accredDate: Date | null;
    accredDescription: string;
    createdAt: Date;
    updatedAt: Date;
  };
  'public.emergency_contacts': {
    id: string;
    memberId: string;
    familyId: string;
    name: string;
    relationship:
      | 'Parent'
      | 'Sibling'
      | 'Children'
      | 'Grandchildren'
      | 'Relative'
      | 'Friend'
      | 'Other';
    specifyRelationship: string;
    phoneNum: string;
    position: number;
    createdAt: Date;
  };
  'public.employee_sins': {
    caregiverId: string;
    sinEncrypted: string;
    keyId: string;
    lastDigits: string;
    createdAt: Date;
    updatedAt: Date;
  };
  'public.employer_details': {
    familyId: string;
    legalName: string;
    addressLine1: string;
    addressLine2: string | null;
    city: string;
    province:
      | 'AB'
      | 'BC'
      | 'MB'
      | 'NB'
      | 'NL'
      | 'NS'
      | 'NT'
      | 'NU'
      | 'ON'
      | 'PE'
      | 'QC'
      | 'SK'
      | 'YT';
    postalCode: string;
    payrollAccount: string | null;
    createdAt: Date;
    updatedAt: Date;
  };
  'public.employer_remittances': {
    familyId: string;
    month: Date;
    remittedOn: Date;
    createdAt: Date;
    updatedAt: Date;
  };
  'public.favourites': {
    familyId: string;
    caregiverId: string;
    createdAt: Date;
  };
  'public.invite_places': {
    id: string | null;
    familyId: string | null;
    caregiverId: string | null;
    locality: string | null;
    adminAreaLevel1: string | null;
  };
  'public.invoice_adjustment_employer_costs': {
    adjustmentId: string;
    familyId: string;
    cppEmployerCents: number;
    cpp2EmployerCents: number;
    eiEmployerCents: number;
    qpipEmployerCents: number;
    employerTotalCents: number;
  };
  'public.invoice_adjustments': {
    id: string;
    correctsInvoiceId: string;
    familyId: string;
    caregiverId: string;
    correctedPayDate: Date;
    province:
      | 'AB'
      | 'BC'
      | 'MB'
      | 'NB'
      | 'NL'
      | 'NS'
      | 'NT'
      | 'NU'
      | 'ON'
      | 'PE'
      | 'QC'
      | 'SK'
      | 'YT';
    pensionPlan: 'CPP' | 'QPP';
    edition: string;
    provisionalEdition: string;
    invoiceId: string | null;
    attachedAt: Date | null;
    cppEmployeeCents: number;
    cpp2EmployeeCents: number;
    eiEmployeeCents: number;
    qpipEmployeeCents: number;
    federalTaxCents: number;
    provincialTaxCents: number;
    employeeTotalCents: number;
    createdAt: Date;
  };
  'public.invoice_employer_costs': {
    invoiceId: string;
    familyId: string;
    cppEmployerCents: number;
    cpp2EmployerCents: number;
    eiEmployerCents: number;
    qpipEmployerCents: number;
    workersCompCents: number;
    workersCompRatePer100: string | null;
    employerContributionsCents: number;
    baseCents: number;
    poyoFeeCents: number;
    salesTaxCents: number;
    totalPayableCents: number;
  };
  'public.invoice_payments': {
    id: string;
    invoiceId: string;
    userId: string;
    attempt: number;
    amountCents: number;
    currency: string;
    paymentMethod: string;
    description: string;
    receiptEmail: string;
    offSession: boolean;
    status:
      | 'new'
      | 'requires_confirmation'
      | 'requires_action'
      | 'processing'
      | 'requires_payment_method'
      | 'succeeded'
      | 'canceled';
    error: string | null;
    errorCode: string | null;
    intentId: string | null;
    idempotencyKey: string;
    createdAt: Date;
    updatedAt: Date;
  };
  'public.invoice_shifts': {
    shiftId: string;
    invoiceId: string;
    familyId: string;
    caregiverId: string;
  };
  'public.invoiced_shifts': {
    shiftId: string | null;
    invoiceId: string | null;
  };
  'public.invoices': {
    id: string;
    memberId: string;
    familyId: string;
    caregiverId: string;
    jobId: string | null;
    weekStart: Date;
    timeZone: string;
    province:
      | 'AB'
      | 'BC'
      | 'MB'
      | 'NB'
      | 'NL'
      | 'NS'
      | 'NT'
      | 'NU'
      | 'ON'
      | 'PE'
      | 'QC'
      | 'SK'
      | 'YT';
    payDate: Date;
    status: 'pending' | 'approved' | 'paid';
    createdAt: Date;
    dueAt: Date;
    approvedAt: Date | null;
    paidAt: Date | null;
    paymentId: string | null;
    caregiverUserIdNumber: string;
    caregiverFirstName: string;
    caregiverLastName: string;
    caregiverImgUrlThumb: string | null;
    familyUserIdNumber: string;
    familyFirstName: string;
    familyLastName: string;
    clientFirstName: string;
    clientLastName: string;
    addressFull: string;
    wageCents: number;
    overtimeRule: string;
    sortedShifts: unknown;
    totalMinutes: number;
    regularMinutes: number;
    ot1Minutes: number;
    ot2Minutes: number;
    regularIncomeCents: number;
    ot1IncomeCents: number;
    ot2IncomeCents: number;
    operatingIncomeCents: number;
    vacationCents: number;
    grossCents: number;
    cppEmployeeCents: number;
    cpp2EmployeeCents: number;
    eiEmployeeCents: number;
    qpipEmployeeCents: number;
    federalTaxCents: number;
    provincialTaxCents: number;
    employeeDeductionsCents: number;
    netCents: number;
    taxEdition: string;
    pensionPlan: 'CPP' | 'QPP';
    unverified: string[];
  };
  'public.job_applications': {
    id: string;
    jobId: string;
    caregiverId: string;
    familyId: string;
    message: string;
    returnMessage: string | null;
    isRead: boolean;
    isAccepted: boolean;
    isDeclined: boolean;
    createdAt: Date;
    editedAt: Date | null;
    actionAt: Date | null;
    inviteId: string | null;
  };
  'public.job_cards': {
    id: string | null;
    familyId: string | null;
    services: string[] | null;
    locality: string | null;
    adminAreaLevel1: string | null;
    isAvailable: boolean | null;
  };
  'public.job_favourites': {
    caregiverId: string;
    jobId: string;
    createdAt: Date;
  };
  'public.job_postings': {
    id: string | null;
    familyId: string | null;
    description: string | null;
    services: string[] | null;
    conditions: string[] | null;
    languagePref: string[] | null;
    serviceStart: string | null;
    servicePerWeek: string | null;
    serviceLength: string | null;
    locality: string | null;
    adminAreaLevel1: string | null;
    createdAt: Date | null;
    updatedAt: Date | null;
  };
  'public.job_types': {
    key: string;
    labelEn: string;
    labelFr: string;
    sortOrder: number;
  };
  'public.job_views': {
    jobId: string;
    caregiverId: string;
    viewedOn: Date;
    createdAt: Date;
  };
  'public.jobs': {
    id: string;
    familyId: string;
    description: string;
    services: string[];
    conditions: string[];
    languagePref: string[];
    serviceStart: 'immediately' | '1week' | '1month' | '1month+';
    servicePerWeek: 'under10' | '10-20' | '20+';
    serviceLength: 'underOneMonth' | 'underThreeMonths' | 'underSixMonths' | 'overSixMonths';
    addressId: string | null;
    locality: string;
    adminAreaLevel1: string;
    geohash: string;
    location: string;
    isAvailable: boolean;
    createdAt: Date;
    updatedAt: Date;
    x: number | null;
    y: number | null;
    band: number | null;
    needBits: string;
  };
  'public.languages': {
    key: string;
    isoCode: string;
    labelEn: string;
    labelFr: string;
    sortOrder: number;
  };
  'public.message_authors': {
    id: string | null;
    channelId: string | null;
    authorId: string | null;
  };
  'public.message_channels': {
    id: string;
    familyId: string;
    caregiverId: string;
    familyUserIdNumber: string;
    familyFirstName: string;
    familyLastName: string;
    familyImgUrlThumb: string | null;
    caregiverUserIdNumber: string;
    caregiverFirstName: string;
    caregiverLastName: string;
    caregiverImgUrlThumb: string | null;
    latestMessageId: string | null;
    latestBody: string | null;
    latestAuthorId: string | null;
    latestIsRead: boolean | null;
    latestAt: Date | null;
    blockedBy: string[];
    createdAt: Date;
    updatedAt: Date;
  };
  'public.messages': {
    id: string;
    channelId: string;
    familyId: string;
    caregiverId: string;
    authorId: string;
    body: string;
    isRead: boolean;
    createdAt: Date;
  };
  'public.notifications': {
    id: string;
    recipientId: string;
    class: string;
    refId: string | null;
    message: string;
    isRead: boolean;
    senderImgUrlThumb: string | null;
    createdAt: Date;
  };
  'public.payment_methods': {
    id: string;
    userId: string;
    processorId: string;
    brand: string;
    last4: string;
    expMonth: number;
    expYear: number;
    cvcCheck: 'pass' | 'fail' | 'unavailable' | 'unchecked';
    billingEmail: string | null;
    isPreferred: boolean;
    createdAt: Date;
  };
  'public.payroll_lines': {
    invoiceId: string | null;
    memberId: string | null;
    familyId: string | null;
    caregiverId: string | null;
    weekStart: Date | null;
    payDate: Date | null;
    paidAt: Date | null;
    province: string | null;
    pensionPlan: string | null;
    taxEdition: string | null;
    totalMinutes: number | null;
    grossCents: number | null;
    vacationCents: number | null;
    cppEmployeeCents: number | null;
    cpp2EmployeeCents: number | null;
    eiEmployeeCents: number | null;
    qpipEmployeeCents: number | null;
    federalTaxCents: number | null;
    provincialTaxCents: number | null;
    cppEmployerCents: number | null;
    cpp2EmployerCents: number | null;
    eiEmployerCents: number | null;
    qpipEmployerCents: number | null;
    kind: string | null;
    correctsInvoiceId: string | null;
    firstWorkDate: Date | null;
    lastWorkDate: Date | null;
  };
  'public.payroll_td1': {
    caregiverId: string;
    federalClaimCents: number | null;
    provincialClaimCents: number | null;
    updatedAt: Date;
  };
  'public.payroll_ytd': {
    caregiverId: string;
    familyId: string;
    year: number;
    pensionableCents: string;
    cppCents: string;
    cpp2Cents: string;
    insurableCents: string;
    eiCents: string;
    qpipCents: string;
    lastPayDate: Date;
    updatedAt: Date;
  };
  'public.presence': {
    userId: string;
    isOnline: boolean;
    lastSeenAt: Date;
  };
  'public.profile_views': {
    id: string;
    viewerId: string;
    caregiverId: string;
    viewedOn: Date;
    viewedAt: Date;
  };
  'public.provincial_minimum_wages': {
    province: string;
    cents: number;
  };
  'public.records_of_employment': {
    id: string;
    memberId: string;
    familyId: string;
    caregiverId: string;
    cause: 'ended_by_family' | 'caregiver_left' | 'interruption';
    reasonCode:
      | ('A' | 'B' | 'D' | 'E' | 'F' | 'G' | 'H' | 'J' | 'K' | 'M' | 'N' | 'P' | 'Z')
      | null;
    reasonGivenAt: Date | null;
    finalPeriodEnd: Date;
    createdAt: Date;
  };
  'public.report_refs': {
    id: string | null;
    shiftId: string | null;
    createdAt: Date | null;
  };
  'public.reports': {
    id: string;
    shiftId: string;
    memberId: string;
    familyId: string;
    caregiverId: string;
    filerId: string;
    title: string;
    note: string;
    action: string | null;
    actionedBy: string | null;
    actionedAt: Date | null;
    isEdited: boolean;
    readAt: Date | null;
    state: 'pending_review' | 'read' | 'actioned';
    createdAt: Date;
  };
  'public.review_scores': {
    id: string | null;
    memberId: string | null;
    score: string | null;
  };
  'public.reviews': {
    id: string;
    memberId: string;
    familyId: string;
    caregiverId: string;
    familyFirstName: string;
    familyLastName: string;
    familyImgUrlThumb: string | null;
    caregiverUserIdNumber: string;
    caregiverFirstName: string;
    caregiverLastName: string;
    empathy: number;
    punctuality: number;
    knowledge: number;
    helpfulness: number;
    score: string | null;
    title: string;
    message: string;
    createdAt: Date;
    editedAt: Date | null;
  };
  'public.saved_tasks': {
    id: string;
    userId: string;
    title: string;
    body: string;
    time: string;
    createdAt: Date;
  };
  'public.services': {
    key: string;
    labelEn: string;
    labelFr: string;
    icon: string;
    sortOrder: number;
  };
  'public.shift_times': {
    id: string | null;
    memberId: string | null;
    familyId: string | null;
    caregiverId: string | null;
    startsAt: Date | null;
    endsAt: Date | null;
    timeZone: string | null;
    state: string | null;
  };
  'public.shifts': {
    id: string;
    memberId: string;
    familyId: string;
    caregiverId: string;
    startsAt: Date;
    endsAt: Date;
    timeZone: string;
    note: string;
    services: string[];
    careLocation: string | null;
    state: 'scheduled' | 'checked_in' | 'completed';
    checkedInAt: Date | null;
    completedAt: Date | null;
    shiftNote: string;
    unactionedAt: Date | null;
    isSubmitted: boolean;
    isApproved: boolean;
    isPaid: boolean;
    createdAt: Date;
    conditions: string[];
    languagePref: string[];
  };
  'public.stripe_customers': {
    userId: string;
    customerId: string;
    createdAt: Date;
  };
  'public.stripe_events': {
    id: string;
    type: string;
    intentId: string | null;
    processedAt: Date;
  };
  'public.task_cards': {
    id: string | null;
    shiftId: string | null;
    memberId: string | null;
    title: string | null;
    body: string | null;
    note: string | null;
    state: string | null;
    createdAt: Date | null;
  };
  'public.tasks': {
    id: string;
    shiftId: string;
    memberId: string;
    familyId: string;
    caregiverId: string;
    title: string;
    body: string;
    time: Date | null;
    note: string;
    state: 'pending' | 'completed' | 'declined';
    actionedAt: Date | null;
    createdAt: Date;
  };
  'public.tax_slips': {
    id: string;
    runId: string;
    familyId: string;
    caregiverId: string;
    taxYear: number;
    province:
      | 'AB'
      | 'BC'
      | 'MB'
      | 'NB'
      | 'NL'
      | 'NS'
      | 'NT'
      | 'NU'
      | 'ON'
      | 'PE'
      | 'QC'
      | 'SK'
      | 'YT';
    reportType: 'O' | 'A';
    issuedAt: Date;
    keepUntil: Date | null;
    employerName: string;
    employeeFirstName: string;
    employeeLastName: string;
    box14Cents: string;
    box16Cents: string;
    box16aCents: string;
    box17Cents: string;
    box17aCents: string;
    box18Cents: string;
    box22Cents: string;
    box24Cents: string;
    box26Cents: string;
    box55Cents: string;
    box56Cents: string;
    box29: string | null;
    quebecTaxCents: string;
  };
  'public.tax_summaries': {
    id: string;
    runId: string;
    familyId: string;
    taxYear: number;
    reportType: 'O' | 'A';
    issuedAt: Date;
    keepUntil: Date | null;
    employerName: string;
    slipCount: number;
    box14Cents: string;
    box16Cents: string;
    box16aCents: string;
    box18Cents: string;
    box22Cents: string;
    box27Cents: string;
    box27aCents: string;
    box19Cents: string;
    remittedCents: string;
  };
  'public.tax_year_runs': {
    id: string;
    taxYear: number;
    familyId: string | null;
    runBy: string | null;
    runAt: Date;
    slipsOriginal: number;
    slipsAmended: number;
    slipsUnchanged: number;
  };
  'public.team_cards': {
    id: string | null;
    familyId: string | null;
    caregiverId: string | null;
    addressFull: string | null;
    familyFirstName: string | null;
    familyLastName: string | null;
    familyUserIdNumber: string | null;
    caregiverFirstName: string | null;
    caregiverLastName: string | null;
    caregiverUserIdNumber: string | null;
  };
  'public.team_faces': {
    id: string | null;
    familyId: string | null;
    caregiverId: string | null;
    addressFull: string | null;
    familyFirstName: string | null;
    familyLastName: string | null;
    familyUserIdNumber: string | null;
    familyImgUrlThumb: string | null;
    caregiverFirstName: string | null;
    caregiverLastName: string | null;
    caregiverUserIdNumber: string | null;
    caregiverImgUrlThumb: string | null;
    jobId: string | null;
    inviteId: string | null;
    wageCents: number | null;
    clientFirstName: string | null;
    clientLastName: string | null;
    createdAt: Date | null;
  };
  'public.team_invites': {
    id: string;
    jobId: string;
    familyId: string;
    caregiverId: string;
    familyUserIdNumber: string;
    familyFirstName: string;
    familyLastName: string;
    familyImgUrlThumb: string | null;
    caregiverUserIdNumber: string;
    caregiverFirstName: string;
    caregiverLastName: string;
    caregiverImgUrlThumb: string | null;
    clientFirstName: string;
    clientLastName: string;
    propWageCents: number;
    isVacationIncluded: boolean;
    estimatedHours: string;
    startDate: Date;
    message: string;
    returnMessage: string | null;
    deactivateJobOnHire: boolean;
    addressId: string | null;
    locality: string;
    adminAreaLevel1: string;
    approxKm: string | null;
    isRead: boolean;
    isAccepted: boolean;
    isDeclined: boolean;
    createdAt: Date;
    actionAt: Date | null;
    applicationId: string | null;
  };
  'public.team_members': {
    id: string;
    familyId: string;
    caregiverId: string;
    jobId: string | null;
    inviteId: string;
    applicationId: string | null;
    familyUserIdNumber: string;
    familyFirstName: string;
    familyLastName: string;
    familyImgUrlThumb: string | null;
    clientFirstName: string;
    caregiverUserIdNumber: string;
    clientLastName: string;
    caregiverFirstName: string;
    caregiverLastName: string;
    caregiverImgUrlThumb: string | null;
    addressFull: string;
    startDate: Date;
    wageCents: number;
    services: string[];
    pinnedNote: string;
    numShifts: number;
    isReviewed: boolean;
    reviewId: string | null;
    shouldInquire: boolean;
    blockReview: boolean;
    reviewPeriodEndsAt: Date | null;
    createdAt: Date;
    updatedAt: Date;
  };
  'public.team_parties': {
    id: string | null;
    familyId: string | null;
    caregiverId: string | null;
  };
  'public.team_review_states': {
    id: string | null;
    familyId: string | null;
    caregiverId: string | null;
    createdAt: Date | null;
    numShifts: number | null;
    isReviewed: boolean | null;
    reviewId: string | null;
    shouldInquire: boolean | null;
    blockReview: boolean | null;
    caregiverFirstName: string | null;
    caregiverLastName: string | null;
    caregiverImgUrlThumb: string | null;
    clientFirstName: string | null;
    clientLastName: string | null;
    familyImgUrlThumb: string | null;
  };
  'public.user_cards': {
    id: string | null;
    userIdNumber: string | null;
    userType: string | null;
    firstName: string | null;
    lastName: string | null;
    imgUrlThumb: string | null;
    email: string | null;
    locale: string | null;
    addressId: string | null;
  };
  'public.users': {
    id: string;
    userIdNumber: string;
    userType: 'family' | 'caregiver' | 'admin';
    email: string;
    firstName: string;
    lastName: string;
    phoneNum: string | null;
    dob: Date | null;
    gender: ('male' | 'female') | null;
    imgUrl: string | null;
    imgUrlThumb: string | null;
    addressId: string | null;
    locale: 'en' | 'fr';
    createdAt: Date;
    updatedAt: Date;
    closedAt: Date | null;
  };
  'public.visit_records': {
    id: string;
    shiftId: string;
    familyId: string;
    caregiverId: string;
    kind: 'check-in' | 'completion';
    recordedAt: Date;
    lat: number;
    lng: number;
    accuracy: number | null;
    distanceM: number | null;
    flagged: boolean;
    prevHash: string;
    hash: string;
  };
  'public.work_experiences': {
    id: string;
    userId: string;
    title: string;
    company: string;
    employType:
      | ('Full-time' | 'Part-time' | 'Casual / On Call' | 'Self-employed' | 'Internship')
      | null;
    startDate: Date;
    endDate: Date | null;
    description: string;
    createdAt: Date;
    updatedAt: Date;
  };
  'public.workers_comp_accounts': {
    familyId: string;
    ratePer100: string | null;
    updatedAt: Date;
  };
};

/** One row of `relation` (schema-qualified). */
export type Row<Relation extends keyof Tables> = Tables[Relation];
