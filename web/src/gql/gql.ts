/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...ViewerFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      email\n      message\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      message\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  subscription ViewerEvents {\n    viewerEvents {\n      type\n      at\n    }\n  }\n": typeof types.ViewerEventsDocument,
    "\n  fragment ViewerFields on User {\n    id\n    handle\n    displayName\n    firstName\n    lastName\n    email\n    avatarUrl\n    createdAt\n  }\n": typeof types.ViewerFieldsFragmentDoc,
    "\n  query Viewer {\n    me {\n      ...ViewerFields\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  query States {\n    states {\n      code\n      displayName\n    }\n  }\n": typeof types.StatesDocument,
    "\n  query Lgas($stateCode: String!) {\n    lgas(stateCode: $stateCode) {\n      fullCode\n      displayName\n    }\n  }\n": typeof types.LgasDocument,
    "\n  query Wards($stateCode: String!, $lgaCode: String!) {\n    wards(stateCode: $stateCode, lgaCode: $lgaCode) {\n      fullCode\n      displayName\n    }\n  }\n": typeof types.WardsDocument,
    "\n  query WardPollingUnits($stateCode: String!, $lgaCode: String!, $wardCode: String!, $after: String) {\n    pollingUnits(stateCode: $stateCode, lgaCode: $lgaCode, wardCode: $wardCode, first: 100, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          puCode\n          code\n          displayName\n          latitude\n          longitude\n        }\n      }\n    }\n  }\n": typeof types.WardPollingUnitsDocument,
    "\n  query SearchPlaces($query: String!, $stateCode: String, $lgaCode: String) {\n    searchPlaces(query: $query, stateCode: $stateCode, lgaCode: $lgaCode, first: 20) {\n      kind\n      displayName\n      state {\n        code\n        displayName\n      }\n      lga {\n        fullCode\n        displayName\n      }\n      ward {\n        fullCode\n        displayName\n      }\n      pollingUnit {\n        puCode\n      }\n    }\n  }\n": typeof types.SearchPlacesDocument,
    "\n  query PollingUnitDetails($code: String!) {\n    pollingUnit(code: $code) {\n      puCode\n      displayName\n      latitude\n      longitude\n      senatorialDistrictId\n      federalConstituencyId\n      stateConstituencyId\n      ward {\n        fullCode\n        displayName\n      }\n      lga {\n        fullCode\n        displayName\n      }\n      state {\n        code\n        displayName\n        registeredVoters2023\n      }\n    }\n  }\n": typeof types.PollingUnitDetailsDocument,
    "\n  query MyLocation {\n    me {\n      id\n      state\n      lga\n      ward\n      pollingUnit\n    }\n  }\n": typeof types.MyLocationDocument,
    "\n  query ProfileSettings {\n    me {\n      ...ProfileSettingsFields\n    }\n    profileOptions {\n      parties {\n        abbreviation\n        name\n      }\n    }\n  }\n": typeof types.ProfileSettingsDocument,
    "\n  fragment ProfileSettingsFields on User {\n    id\n    displayName\n    avatarUrl\n    firstName\n    lastName\n    email\n    bio\n    phoneNumber\n    occupation\n    interests\n    membershipType\n    partyAffiliation\n    state\n    lga\n    ward\n    pollingUnit\n    location {\n      state {\n        code\n        displayName\n      }\n      lga {\n        fullCode\n        displayName\n      }\n      ward {\n        fullCode\n        displayName\n      }\n      pollingUnit {\n        puCode\n        displayName\n      }\n    }\n    isPrivateProfile\n  }\n": typeof types.ProfileSettingsFieldsFragmentDoc,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileSettingsFields\n      ...ViewerFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query VoterRegister {\n    voterRegister {\n      registerName\n      totalRegisteredVoters\n      totalPollingUnits\n      totalNewRegistrations\n      totalPVCsCollected\n      ongoingCVR\n      registrationPortalUrl\n    }\n  }\n": typeof types.VoterRegisterDocument,
    "\n  query ValidatePollingUnit($state: String!, $lga: String!, $ward: String!, $pollingUnit: String!) {\n    validatePollingUnit(state: $state, lga: $lga, ward: $ward, pollingUnit: $pollingUnit) {\n      valid\n      reason\n      pollingUnit {\n        puCode\n        displayName\n      }\n      ward {\n        fullCode\n        displayName\n      }\n      lga {\n        fullCode\n        displayName\n      }\n    }\n  }\n": typeof types.ValidatePollingUnitDocument,
};
const documents: Documents = {
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...ViewerFields\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      email\n      message\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      message\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  subscription ViewerEvents {\n    viewerEvents {\n      type\n      at\n    }\n  }\n": types.ViewerEventsDocument,
    "\n  fragment ViewerFields on User {\n    id\n    handle\n    displayName\n    firstName\n    lastName\n    email\n    avatarUrl\n    createdAt\n  }\n": types.ViewerFieldsFragmentDoc,
    "\n  query Viewer {\n    me {\n      ...ViewerFields\n    }\n  }\n": types.ViewerDocument,
    "\n  query States {\n    states {\n      code\n      displayName\n    }\n  }\n": types.StatesDocument,
    "\n  query Lgas($stateCode: String!) {\n    lgas(stateCode: $stateCode) {\n      fullCode\n      displayName\n    }\n  }\n": types.LgasDocument,
    "\n  query Wards($stateCode: String!, $lgaCode: String!) {\n    wards(stateCode: $stateCode, lgaCode: $lgaCode) {\n      fullCode\n      displayName\n    }\n  }\n": types.WardsDocument,
    "\n  query WardPollingUnits($stateCode: String!, $lgaCode: String!, $wardCode: String!, $after: String) {\n    pollingUnits(stateCode: $stateCode, lgaCode: $lgaCode, wardCode: $wardCode, first: 100, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          puCode\n          code\n          displayName\n          latitude\n          longitude\n        }\n      }\n    }\n  }\n": types.WardPollingUnitsDocument,
    "\n  query SearchPlaces($query: String!, $stateCode: String, $lgaCode: String) {\n    searchPlaces(query: $query, stateCode: $stateCode, lgaCode: $lgaCode, first: 20) {\n      kind\n      displayName\n      state {\n        code\n        displayName\n      }\n      lga {\n        fullCode\n        displayName\n      }\n      ward {\n        fullCode\n        displayName\n      }\n      pollingUnit {\n        puCode\n      }\n    }\n  }\n": types.SearchPlacesDocument,
    "\n  query PollingUnitDetails($code: String!) {\n    pollingUnit(code: $code) {\n      puCode\n      displayName\n      latitude\n      longitude\n      senatorialDistrictId\n      federalConstituencyId\n      stateConstituencyId\n      ward {\n        fullCode\n        displayName\n      }\n      lga {\n        fullCode\n        displayName\n      }\n      state {\n        code\n        displayName\n        registeredVoters2023\n      }\n    }\n  }\n": types.PollingUnitDetailsDocument,
    "\n  query MyLocation {\n    me {\n      id\n      state\n      lga\n      ward\n      pollingUnit\n    }\n  }\n": types.MyLocationDocument,
    "\n  query ProfileSettings {\n    me {\n      ...ProfileSettingsFields\n    }\n    profileOptions {\n      parties {\n        abbreviation\n        name\n      }\n    }\n  }\n": types.ProfileSettingsDocument,
    "\n  fragment ProfileSettingsFields on User {\n    id\n    displayName\n    avatarUrl\n    firstName\n    lastName\n    email\n    bio\n    phoneNumber\n    occupation\n    interests\n    membershipType\n    partyAffiliation\n    state\n    lga\n    ward\n    pollingUnit\n    location {\n      state {\n        code\n        displayName\n      }\n      lga {\n        fullCode\n        displayName\n      }\n      ward {\n        fullCode\n        displayName\n      }\n      pollingUnit {\n        puCode\n        displayName\n      }\n    }\n    isPrivateProfile\n  }\n": types.ProfileSettingsFieldsFragmentDoc,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileSettingsFields\n      ...ViewerFields\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query VoterRegister {\n    voterRegister {\n      registerName\n      totalRegisteredVoters\n      totalPollingUnits\n      totalNewRegistrations\n      totalPVCsCollected\n      ongoingCVR\n      registrationPortalUrl\n    }\n  }\n": types.VoterRegisterDocument,
    "\n  query ValidatePollingUnit($state: String!, $lga: String!, $ward: String!, $pollingUnit: String!) {\n    validatePollingUnit(state: $state, lga: $lga, ward: $ward, pollingUnit: $pollingUnit) {\n      valid\n      reason\n      pollingUnit {\n        puCode\n        displayName\n      }\n      ward {\n        fullCode\n        displayName\n      }\n      lga {\n        fullCode\n        displayName\n      }\n    }\n  }\n": types.ValidatePollingUnitDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      email\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      email\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ViewerEvents {\n    viewerEvents {\n      type\n      at\n    }\n  }\n"): (typeof documents)["\n  subscription ViewerEvents {\n    viewerEvents {\n      type\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerFields on User {\n    id\n    handle\n    displayName\n    firstName\n    lastName\n    email\n    avatarUrl\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ViewerFields on User {\n    id\n    handle\n    displayName\n    firstName\n    lastName\n    email\n    avatarUrl\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    me {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    me {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query States {\n    states {\n      code\n      displayName\n    }\n  }\n"): (typeof documents)["\n  query States {\n    states {\n      code\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Lgas($stateCode: String!) {\n    lgas(stateCode: $stateCode) {\n      fullCode\n      displayName\n    }\n  }\n"): (typeof documents)["\n  query Lgas($stateCode: String!) {\n    lgas(stateCode: $stateCode) {\n      fullCode\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Wards($stateCode: String!, $lgaCode: String!) {\n    wards(stateCode: $stateCode, lgaCode: $lgaCode) {\n      fullCode\n      displayName\n    }\n  }\n"): (typeof documents)["\n  query Wards($stateCode: String!, $lgaCode: String!) {\n    wards(stateCode: $stateCode, lgaCode: $lgaCode) {\n      fullCode\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WardPollingUnits($stateCode: String!, $lgaCode: String!, $wardCode: String!, $after: String) {\n    pollingUnits(stateCode: $stateCode, lgaCode: $lgaCode, wardCode: $wardCode, first: 100, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          puCode\n          code\n          displayName\n          latitude\n          longitude\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WardPollingUnits($stateCode: String!, $lgaCode: String!, $wardCode: String!, $after: String) {\n    pollingUnits(stateCode: $stateCode, lgaCode: $lgaCode, wardCode: $wardCode, first: 100, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          puCode\n          code\n          displayName\n          latitude\n          longitude\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPlaces($query: String!, $stateCode: String, $lgaCode: String) {\n    searchPlaces(query: $query, stateCode: $stateCode, lgaCode: $lgaCode, first: 20) {\n      kind\n      displayName\n      state {\n        code\n        displayName\n      }\n      lga {\n        fullCode\n        displayName\n      }\n      ward {\n        fullCode\n        displayName\n      }\n      pollingUnit {\n        puCode\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchPlaces($query: String!, $stateCode: String, $lgaCode: String) {\n    searchPlaces(query: $query, stateCode: $stateCode, lgaCode: $lgaCode, first: 20) {\n      kind\n      displayName\n      state {\n        code\n        displayName\n      }\n      lga {\n        fullCode\n        displayName\n      }\n      ward {\n        fullCode\n        displayName\n      }\n      pollingUnit {\n        puCode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PollingUnitDetails($code: String!) {\n    pollingUnit(code: $code) {\n      puCode\n      displayName\n      latitude\n      longitude\n      senatorialDistrictId\n      federalConstituencyId\n      stateConstituencyId\n      ward {\n        fullCode\n        displayName\n      }\n      lga {\n        fullCode\n        displayName\n      }\n      state {\n        code\n        displayName\n        registeredVoters2023\n      }\n    }\n  }\n"): (typeof documents)["\n  query PollingUnitDetails($code: String!) {\n    pollingUnit(code: $code) {\n      puCode\n      displayName\n      latitude\n      longitude\n      senatorialDistrictId\n      federalConstituencyId\n      stateConstituencyId\n      ward {\n        fullCode\n        displayName\n      }\n      lga {\n        fullCode\n        displayName\n      }\n      state {\n        code\n        displayName\n        registeredVoters2023\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLocation {\n    me {\n      id\n      state\n      lga\n      ward\n      pollingUnit\n    }\n  }\n"): (typeof documents)["\n  query MyLocation {\n    me {\n      id\n      state\n      lga\n      ward\n      pollingUnit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileSettings {\n    me {\n      ...ProfileSettingsFields\n    }\n    profileOptions {\n      parties {\n        abbreviation\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileSettings {\n    me {\n      ...ProfileSettingsFields\n    }\n    profileOptions {\n      parties {\n        abbreviation\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileSettingsFields on User {\n    id\n    displayName\n    avatarUrl\n    firstName\n    lastName\n    email\n    bio\n    phoneNumber\n    occupation\n    interests\n    membershipType\n    partyAffiliation\n    state\n    lga\n    ward\n    pollingUnit\n    location {\n      state {\n        code\n        displayName\n      }\n      lga {\n        fullCode\n        displayName\n      }\n      ward {\n        fullCode\n        displayName\n      }\n      pollingUnit {\n        puCode\n        displayName\n      }\n    }\n    isPrivateProfile\n  }\n"): (typeof documents)["\n  fragment ProfileSettingsFields on User {\n    id\n    displayName\n    avatarUrl\n    firstName\n    lastName\n    email\n    bio\n    phoneNumber\n    occupation\n    interests\n    membershipType\n    partyAffiliation\n    state\n    lga\n    ward\n    pollingUnit\n    location {\n      state {\n        code\n        displayName\n      }\n      lga {\n        fullCode\n        displayName\n      }\n      ward {\n        fullCode\n        displayName\n      }\n      pollingUnit {\n        puCode\n        displayName\n      }\n    }\n    isPrivateProfile\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileSettingsFields\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileSettingsFields\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VoterRegister {\n    voterRegister {\n      registerName\n      totalRegisteredVoters\n      totalPollingUnits\n      totalNewRegistrations\n      totalPVCsCollected\n      ongoingCVR\n      registrationPortalUrl\n    }\n  }\n"): (typeof documents)["\n  query VoterRegister {\n    voterRegister {\n      registerName\n      totalRegisteredVoters\n      totalPollingUnits\n      totalNewRegistrations\n      totalPVCsCollected\n      ongoingCVR\n      registrationPortalUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ValidatePollingUnit($state: String!, $lga: String!, $ward: String!, $pollingUnit: String!) {\n    validatePollingUnit(state: $state, lga: $lga, ward: $ward, pollingUnit: $pollingUnit) {\n      valid\n      reason\n      pollingUnit {\n        puCode\n        displayName\n      }\n      ward {\n        fullCode\n        displayName\n      }\n      lga {\n        fullCode\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  query ValidatePollingUnit($state: String!, $lga: String!, $ward: String!, $pollingUnit: String!) {\n    validatePollingUnit(state: $state, lga: $lga, ward: $ward, pollingUnit: $pollingUnit) {\n      valid\n      reason\n      pollingUnit {\n        puCode\n        displayName\n      }\n      ward {\n        fullCode\n        displayName\n      }\n      lga {\n        fullCode\n        displayName\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;