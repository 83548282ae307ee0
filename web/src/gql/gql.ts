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
    "\n  fragment UserMenu_viewer on User {\n    id\n    displayName\n    firstName\n    handle\n    avatarUrl\n  }\n": typeof types.UserMenu_ViewerFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      email\n      lastName\n      createdAt\n      ...UserMenu_viewer\n      ...Composer_viewer\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      email\n      message\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      message\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  subscription ViewerEvents {\n    viewerEvents {\n      type\n      at\n    }\n  }\n": typeof types.ViewerEventsDocument,
    "\n  fragment ViewerPowers on User {\n    id\n    role\n    isAdmin\n    isSuperAdmin\n  }\n": typeof types.ViewerPowersFragmentDoc,
    "\n  query ViewerPowers {\n    me {\n      ...ViewerPowers\n    }\n  }\n": typeof types.ViewerPowersDocument,
    "\n  query Viewer {\n    me {\n      id\n      email\n      lastName\n      createdAt\n      ...UserMenu_viewer\n      ...Composer_viewer\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  query CivicDashboard {\n    civicDashboard {\n      totalPoints\n      level\n      rank\n      nextLevelPoints\n      completedActivities\n      currentStreak\n      longestStreak\n      activities {\n        id\n        type\n        title\n        description\n        points\n        progress\n        maxProgress\n        deadline\n        completed\n      }\n      achievements {\n        id\n        title\n        description\n        icon\n        points\n        unlocked\n        unlockedAt\n      }\n      recentActivity {\n        id\n        kind\n        title\n        points\n        createdAt\n      }\n    }\n    me {\n      id\n      ward\n      location {\n        ward {\n          displayName\n        }\n        lga {\n          displayName\n        }\n      }\n    }\n  }\n": typeof types.CivicDashboardDocument,
    "\n  query LocalEvents {\n    upcomingEvents(first: 3) {\n      edges {\n        node {\n          id\n          title\n          location\n          dateTime\n        }\n      }\n    }\n  }\n": typeof types.LocalEventsDocument,
    "\n  query PublicApi {\n    publicApi {\n      introspection\n      liveTickMs\n      anonymousRequestsPerMinute\n      anonymousSocketsPerAddress\n      maxDepth\n      maxAliases\n      maxCost\n      cacheSeconds {\n        liveResults\n        lists\n        geography\n      }\n    }\n  }\n": typeof types.PublicApiDocument,
    "\n  mutation CreateWardEvent($input: CreateWardEventInput!) {\n    createWardEvent(input: $input) {\n      id\n      ...EventRow_event\n    }\n  }\n": typeof types.CreateWardEventDocument,
    "\n  fragment EventRow_event on WardEvent {\n    id\n    title\n    description\n    location\n    dateTime\n    createdBy {\n      id\n      displayName\n    }\n  }\n": typeof types.EventRow_EventFragmentDoc,
    "\n  query MyWard {\n    me {\n      id\n      isAdmin\n      location {\n        ward {\n          fullCode\n          displayName\n        }\n      }\n    }\n  }\n": typeof types.MyWardDocument,
    "\n  mutation DeleteWardEvent($id: ID!) {\n    deleteWardEvent(id: $id)\n  }\n": typeof types.DeleteWardEventDocument,
    "\n  query UpcomingEvents($first: Int!) {\n    upcomingEvents(first: $first) {\n      edges {\n        node {\n          id\n          createdBy {\n            id\n          }\n          ...EventRow_event\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.UpcomingEventsDocument,
    "\n  query States {\n    states {\n      code\n      displayName\n    }\n  }\n": typeof types.StatesDocument,
    "\n  query Lgas($stateCode: String!) {\n    lgas(stateCode: $stateCode) {\n      fullCode\n      displayName\n    }\n  }\n": typeof types.LgasDocument,
    "\n  query Wards($stateCode: String!, $lgaCode: String!) {\n    wards(stateCode: $stateCode, lgaCode: $lgaCode) {\n      fullCode\n      displayName\n    }\n  }\n": typeof types.WardsDocument,
    "\n  query WardPollingUnits($stateCode: String!, $lgaCode: String!, $wardCode: String!, $after: String) {\n    pollingUnits(stateCode: $stateCode, lgaCode: $lgaCode, wardCode: $wardCode, first: 100, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          puCode\n          code\n          displayName\n          latitude\n          longitude\n        }\n      }\n    }\n  }\n": typeof types.WardPollingUnitsDocument,
    "\n  query SearchPlaces($query: String!, $stateCode: String, $lgaCode: String) {\n    searchPlaces(query: $query, stateCode: $stateCode, lgaCode: $lgaCode, first: 20) {\n      kind\n      displayName\n      state {\n        code\n        displayName\n      }\n      lga {\n        fullCode\n        displayName\n      }\n      ward {\n        fullCode\n        displayName\n      }\n      pollingUnit {\n        puCode\n      }\n    }\n  }\n": typeof types.SearchPlacesDocument,
    "\n  query PollingUnitDetails($code: String!) {\n    pollingUnit(code: $code) {\n      puCode\n      displayName\n      latitude\n      longitude\n      senatorialDistrict {\n        id\n        displayName\n      }\n      federalConstituency {\n        id\n        displayName\n      }\n      ward {\n        fullCode\n        displayName\n      }\n      lga {\n        fullCode\n        displayName\n      }\n      state {\n        code\n        displayName\n        registeredVoters2023\n      }\n    }\n  }\n": typeof types.PollingUnitDetailsDocument,
    "\n  fragment PollingUnitPlaces on PollingUnit {\n    puCode\n    displayName\n    ward {\n      fullCode\n      displayName\n    }\n    lga {\n      fullCode\n      displayName\n    }\n    state {\n      code\n      displayName\n    }\n  }\n": typeof types.PollingUnitPlacesFragmentDoc,
    "\n  query MyLocation {\n    me {\n      id\n      state\n      lga\n      ward\n      pollingUnit\n    }\n  }\n": typeof types.MyLocationDocument,
    "\n  fragment ConversationItem_conversation on Conversation {\n    id\n    lastMessageAt\n    unreadCount\n    otherParticipant {\n      id\n      displayName\n      avatarUrl\n    }\n    lastMessage {\n      id\n      content\n      senderId\n    }\n  }\n": typeof types.ConversationItem_ConversationFragmentDoc,
    "\n  mutation StartConversation($userId: ID!) {\n    startConversation(userId: $userId) {\n      id\n      ...ConversationItem_conversation\n      ...Thread_conversation\n    }\n  }\n": typeof types.StartConversationDocument,
    "\n  query Conversation($id: ID!) {\n    conversation(id: $id) {\n      id\n      ...ConversationItem_conversation\n      ...Thread_conversation\n    }\n  }\n": typeof types.ConversationDocument,
    "\n  fragment Bubble_message on Message {\n    id\n    content\n    createdAt\n  }\n": typeof types.Bubble_MessageFragmentDoc,
    "\n  fragment Thread_message on Message {\n    id\n    conversationId\n    senderId\n    createdAt\n    isRead\n    ...Bubble_message\n  }\n": typeof types.Thread_MessageFragmentDoc,
    "\n  fragment Thread_conversation on Conversation {\n    id\n    otherParticipant {\n      id\n      displayName\n      handle\n      avatarUrl\n    }\n  }\n": typeof types.Thread_ConversationFragmentDoc,
    "\n  query Messages($conversationId: ID!, $first: Int!, $after: String) {\n    messages(conversationId: $conversationId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...Thread_message\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.MessagesDocument,
    "\n  subscription MessageAdded($conversationId: ID!) {\n    messageAdded(conversationId: $conversationId) {\n      ...Thread_message\n    }\n  }\n": typeof types.MessageAddedDocument,
    "\n  query Conversations($first: Int!, $after: String) {\n    conversations(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...ConversationItem_conversation\n          ...Thread_conversation\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ConversationsDocument,
    "\n  mutation SendMessage($conversationId: ID!, $content: String!, $idempotencyKey: String) {\n    sendMessage(conversationId: $conversationId, content: $content, idempotencyKey: $idempotencyKey) {\n      ...Thread_message\n    }\n  }\n": typeof types.SendMessageDocument,
    "\n  mutation MarkConversationRead($conversationId: ID!) {\n    markConversationRead(conversationId: $conversationId)\n  }\n": typeof types.MarkConversationReadDocument,
    "\n  subscription MessagesRead($conversationId: ID!) {\n    messagesRead(conversationId: $conversationId) {\n      conversationId\n      readerId\n    }\n  }\n": typeof types.MessagesReadDocument,
    "\n  mutation Moderate($input: ModerateInput!) {\n    moderate(input: $input) {\n      id\n      ...LogRow_action\n    }\n  }\n": typeof types.ModerateDocument,
    "\n  fragment LogRow_action on ModerationAction {\n    id\n    action\n    contentType\n    contentId\n    reason\n    duration\n    isActive\n    isReversible\n    createdAt\n    expiresAt\n    reversedAt\n    reversalReason\n    contentPreview\n    postId\n    grantedRole\n    moderator {\n      id\n      displayName\n    }\n    reversedBy {\n      id\n      displayName\n    }\n    targetUser {\n      id\n      displayName\n      handle\n    }\n  }\n": typeof types.LogRow_ActionFragmentDoc,
    "\n  mutation ReverseModeration($id: ID!, $reason: String!) {\n    reverseModerationAction(id: $id, reason: $reason) {\n      id\n      ...LogRow_action\n    }\n  }\n": typeof types.ReverseModerationDocument,
    "\n  query ReportReasons {\n    reportReasons {\n      value\n      label\n    }\n  }\n": typeof types.ReportReasonsDocument,
    "\n  mutation ReportContent($input: ReportInput!) {\n    reportContent(input: $input)\n  }\n": typeof types.ReportContentDocument,
    "\n  fragment ReportGroupCard_group on ReportGroup {\n    id\n    contentType\n    contentId\n    reportsCount\n    latestReportAt\n    reasons {\n      reason\n      label\n      count\n    }\n    reports {\n      id\n      reasonLabel\n      description\n      createdAt\n      reporter {\n        id\n        displayName\n        handle\n      }\n    }\n    content {\n      id\n      text\n      imageUrl\n      createdAt\n      context\n      postId\n      isModerated\n      isRemoved\n      isDeleted\n      moderationReason\n      author {\n        id\n        displayName\n        handle\n        avatarUrl\n        isAdmin\n      }\n    }\n  }\n": typeof types.ReportGroupCard_GroupFragmentDoc,
    "\n  query ModerationQueue($order: QueueOrder, $after: String) {\n    moderationQueue(order: $order, first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...ReportGroupCard_group\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ModerationQueueDocument,
    "\n  query ModerationLog($after: String) {\n    moderationLog(first: 30, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...LogRow_action\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ModerationLogDocument,
    "\n  query MyReports($after: String) {\n    myReports(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          contentType\n          contentId\n          reasonLabel\n          description\n          outcome\n          summary\n          contentPreview\n          createdAt\n          reviewedAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.MyReportsDocument,
    "\n  query MyStanding {\n    myStanding(first: 50) {\n      suspendedUntil\n      actions {\n        edges {\n          node {\n            id\n            action\n            contentType\n            reason\n            isActive\n            createdAt\n            expiresAt\n            contentPreview\n            postId\n          }\n        }\n      }\n    }\n  }\n": typeof types.MyStandingDocument,
    "\n  query Administrators {\n    administrators {\n      id\n      displayName\n      handle\n      avatarUrl\n      role\n    }\n  }\n": typeof types.AdministratorsDocument,
    "\n  query MemberForRole($handle: String!) {\n    memberByHandle(handle: $handle) {\n      id\n      displayName\n      handle\n      avatarUrl\n      role\n    }\n  }\n": typeof types.MemberForRoleDocument,
    "\n  mutation SetRole($userId: ID!, $role: Role!, $reason: String) {\n    setRole(userId: $userId, role: $role, reason: $reason) {\n      id\n      role\n      isAdmin\n      isSuperAdmin\n    }\n  }\n": typeof types.SetRoleDocument,
    "\n  fragment NewsStory_story on NewsItem {\n    id\n    title\n    description\n    source\n    url\n    urlToImage\n    publishedAt\n    isDemo\n  }\n": typeof types.NewsStory_StoryFragmentDoc,
    "\n  fragment WhatsHappeningCard_story on NewsItem {\n    id\n    title\n    source\n    url\n    publishedAt\n    isDemo\n  }\n": typeof types.WhatsHappeningCard_StoryFragmentDoc,
    "\n  query News($first: Int!, $after: String) {\n    news(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          isDemo\n          ...NewsStory_story\n          ...WhatsHappeningCard_story\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.NewsDocument,
    "\n  fragment NotificationRow_notification on Notification {\n    id\n    type\n    message\n    read\n    createdAt\n    contentType\n    contentId\n    postId\n    fromUser {\n      id\n      displayName\n      avatarUrl\n    }\n  }\n": typeof types.NotificationRow_NotificationFragmentDoc,
    "\n  query UnreadCounts {\n    unreadCounts {\n      notifications\n      messages\n    }\n  }\n": typeof types.UnreadCountsDocument,
    "\n  subscription UnreadCountsChanged {\n    unreadCountsChanged {\n      notifications\n      messages\n    }\n  }\n": typeof types.UnreadCountsChangedDocument,
    "\n  query Notifications($first: Int!, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          read\n          ...NotificationRow_notification\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      ...NotificationRow_notification\n    }\n  }\n": typeof types.NotificationAddedDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  query WebPushKey {\n    webPushKey\n  }\n": typeof types.WebPushKeyDocument,
    "\n  query WebPushSubscribed($endpoint: String!) {\n    webPushSubscribed(endpoint: $endpoint)\n  }\n": typeof types.WebPushSubscribedDocument,
    "\n  mutation SubscribeWebPush($subscription: WebPushSubscriptionInput!) {\n    subscribeWebPush(subscription: $subscription)\n  }\n": typeof types.SubscribeWebPushDocument,
    "\n  mutation UnsubscribeWebPush($endpoint: String!) {\n    unsubscribeWebPush(endpoint: $endpoint)\n  }\n": typeof types.UnsubscribeWebPushDocument,
    "\n  query PushTopics {\n    pushTopics {\n      topic\n      enabled\n    }\n  }\n": typeof types.PushTopicsDocument,
    "\n  mutation SetPushTopic($topic: PushTopic!, $enabled: Boolean!) {\n    setPushTopic(topic: $topic, enabled: $enabled) {\n      topic\n      enabled\n    }\n  }\n": typeof types.SetPushTopicDocument,
    "\n  fragment LeftSidebar_state on OnboardingState {\n    quickStartSteps {\n      id\n      done\n    }\n    ...QuickStart_state\n  }\n": typeof types.LeftSidebar_StateFragmentDoc,
    "\n  fragment OnboardingModal_state on OnboardingState {\n    showOnboarding\n  }\n": typeof types.OnboardingModal_StateFragmentDoc,
    "\n  mutation CompleteOnboarding {\n    completeOnboarding {\n      ...OnboardingModal_state\n      ...LeftSidebar_state\n    }\n  }\n": typeof types.CompleteOnboardingDocument,
    "\n  fragment QuickStart_state on OnboardingState {\n    quickStartHidden\n    quickStartSteps {\n      id\n      title\n      description\n      done\n    }\n  }\n": typeof types.QuickStart_StateFragmentDoc,
    "\n  mutation HideQuickStart {\n    hideQuickStart {\n      ...OnboardingModal_state\n      ...LeftSidebar_state\n    }\n  }\n": typeof types.HideQuickStartDocument,
    "\n  query Onboarding {\n    onboarding {\n      ...OnboardingModal_state\n      ...LeftSidebar_state\n    }\n  }\n": typeof types.OnboardingDocument,
    "\n  fragment CivicEngagement_profile on User {\n    id\n    civicLevel\n    civicPoints\n    postsCount\n    followersCount\n    followingCount\n  }\n": typeof types.CivicEngagement_ProfileFragmentDoc,
    "\n  query SearchUsers($query: String!, $first: Int!) {\n    searchUsers(query: $query, first: $first) {\n      id\n      ...PersonRow_person\n      ...FollowButton_person\n    }\n  }\n": typeof types.SearchUsersDocument,
    "\n  query ConnectionsOwner($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n      handle\n      avatarUrl\n      isPrivateProfile\n      isFollowing\n      isFollowRequested\n      followersCount\n      followingCount\n      canSeeProfile\n    }\n  }\n": typeof types.ConnectionsOwnerDocument,
    "\n  fragment ConnectionList_people on UserConnection {\n    edges {\n      cursor\n      node {\n        id\n        ...PersonRow_person\n        ...FollowButton_person\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.ConnectionList_PeopleFragmentDoc,
    "\n  query Followers($userId: ID!, $first: Int!, $after: String) {\n    people: followers(userId: $userId, first: $first, after: $after) {\n      ...ConnectionList_people\n    }\n  }\n": typeof types.FollowersDocument,
    "\n  query Following($userId: ID!, $first: Int!, $after: String) {\n    people: following(userId: $userId, first: $first, after: $after) {\n      ...ConnectionList_people\n    }\n  }\n": typeof types.FollowingDocument,
    "\n  fragment EditProfileDialog_profile on User {\n    id\n    firstName\n    lastName\n    bio\n    interests\n    membershipType\n    partyAffiliation\n  }\n": typeof types.EditProfileDialog_ProfileFragmentDoc,
    "\n  fragment FollowButton_person on User {\n    id\n    displayName\n    isPrivateProfile\n    isFollowing\n    isFollowRequested\n    followersCount\n  }\n": typeof types.FollowButton_PersonFragmentDoc,
    "\n  fragment PersonRow_person on User {\n    id\n    displayName\n    handle\n    avatarUrl\n  }\n": typeof types.PersonRow_PersonFragmentDoc,
    "\n  fragment ProfileHeader_profile on User {\n    id\n    displayName\n    handle\n    avatarUrl\n    isPrivateProfile\n    membershipType\n    partyAffiliation\n    showPartyAffiliation\n    bio\n    interests\n    official {\n      id\n      seatName\n    }\n    location {\n      ...ElectoralLocationNames\n    }\n    showPollingUnit\n    createdAt\n    followersCount\n    followingCount\n    canSeeProfile\n    ...FollowButton_person\n  }\n": typeof types.ProfileHeader_ProfileFragmentDoc,
    "\n  query Profile($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n      firstName\n      occupation\n      membershipType\n      partyAffiliation\n      canSeeProfile\n      ...ProfileHeader_profile\n      ...CivicEngagement_profile\n      ...EditProfileDialog_profile\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  query Suggestions($first: Int!) {\n    suggestions(first: $first) {\n      matchType\n      user {\n        id\n        ...PersonRow_person\n        ...FollowButton_person\n      }\n    }\n  }\n": typeof types.SuggestionsDocument,
    "\n  mutation Follow($userId: ID!, $idempotencyKey: String) {\n    follow(userId: $userId, idempotencyKey: $idempotencyKey) {\n      isFollowing\n      isRequested\n      followersCount\n    }\n  }\n": typeof types.FollowDocument,
    "\n  mutation Unfollow($userId: ID!, $idempotencyKey: String) {\n    unfollow(userId: $userId, idempotencyKey: $idempotencyKey) {\n      isFollowing\n      isRequested\n      followersCount\n    }\n  }\n": typeof types.UnfollowDocument,
    "\n  mutation UnblockUser($userId: ID!) {\n    unblockUser(userId: $userId)\n  }\n": typeof types.UnblockUserDocument,
    "\n  query MemberByHandle($handle: String!) {\n    memberByHandle(handle: $handle) {\n      id\n    }\n  }\n": typeof types.MemberByHandleDocument,
    "\n  fragment PostActions_post on Post {\n    id\n    isLiked\n    likesCount\n    commentsCount\n    sharesCount\n    viewsCount\n    content\n    shareUrl\n  }\n": typeof types.PostActions_PostFragmentDoc,
    "\n  fragment PostHeader_post on Post {\n    id\n    createdAt\n    isEdited\n    author {\n      id\n      displayName\n      avatarUrl\n    }\n    location {\n      ward {\n        displayName\n      }\n      lga {\n        displayName\n      }\n      state {\n        displayName\n      }\n    }\n  }\n": typeof types.PostHeader_PostFragmentDoc,
    "\n  fragment PostContent_post on Post {\n    id\n    content\n    isRepost\n    repostComment\n    imageUrl\n    videoUrl\n    videoThumbnail\n    videoDuration\n    shareUrl\n    author {\n      id\n      displayName\n    }\n  }\n": typeof types.PostContent_PostFragmentDoc,
    "\n  fragment EmbeddedPost_post on Post {\n    id\n    ...PostHeader_post\n    ...PostContent_post\n  }\n": typeof types.EmbeddedPost_PostFragmentDoc,
    "\n  fragment PostCard_post on Post {\n    id\n    isRepost\n    isPromoted\n    author {\n      id\n      displayName\n    }\n    originalPost {\n      id\n      ...EmbeddedPost_post\n    }\n    ...PostHeader_post\n    ...PostContent_post\n    ...PostActions_post\n    ...PostMenu_post\n  }\n": typeof types.PostCard_PostFragmentDoc,
    "\n  query LinkPreview($url: String!) {\n    linkPreview(url: $url) {\n      title\n      description\n      image\n      siteName\n      domain\n    }\n  }\n": typeof types.LinkPreviewDocument,
    "\n  query Post($id: ID!) {\n    post(id: $id) {\n      id\n      isModerated\n      moderationReason\n      author {\n        id\n        displayName\n      }\n      ...PostCard_post\n    }\n  }\n": typeof types.PostDocument,
    "\n  fragment CommentItem_comment on Comment {\n    id\n    postId\n    parentCommentId\n    content\n    likesCount\n    isLiked\n    createdAt\n    author {\n      id\n      displayName\n      avatarUrl\n    }\n  }\n": typeof types.CommentItem_CommentFragmentDoc,
    "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n": typeof types.DeleteCommentDocument,
    "\n  query Comments($postId: ID!, $after: String) {\n    comments(postId: $postId, first: 20, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...CommentItem_comment\n        replies {\n          id\n          ...CommentItem_comment\n          replies {\n            id\n            ...CommentItem_comment\n          }\n        }\n      }\n    }\n  }\n": typeof types.CommentsDocument,
    "\n  mutation CreateComment($input: CreateCommentInput!, $idempotencyKey: String) {\n    createComment(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      ...CommentItem_comment\n      replies {\n        id\n      }\n    }\n  }\n": typeof types.CreateCommentDocument,
    "\n  mutation LikeComment($id: ID!, $idempotencyKey: String) {\n    likeComment(id: $id, idempotencyKey: $idempotencyKey) {\n      liked\n      likesCount\n    }\n  }\n": typeof types.LikeCommentDocument,
    "\n  mutation UnlikeComment($id: ID!, $idempotencyKey: String) {\n    unlikeComment(id: $id, idempotencyKey: $idempotencyKey) {\n      liked\n      likesCount\n    }\n  }\n": typeof types.UnlikeCommentDocument,
    "\n  fragment Composer_viewer on User {\n    id\n    displayName\n    avatarUrl\n  }\n": typeof types.Composer_ViewerFragmentDoc,
    "\n  query BlockReasons {\n    blockReasons\n  }\n": typeof types.BlockReasonsDocument,
    "\n  mutation BlockUser($userId: ID!, $reason: String) {\n    blockUser(userId: $userId, reason: $reason)\n  }\n": typeof types.BlockUserDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n": typeof types.DeletePostDocument,
    "\n  mutation AdminDeletePost($id: ID!) {\n    adminDeletePost(id: $id)\n  }\n": typeof types.AdminDeletePostDocument,
    "\n  fragment EditPostDialog_post on Post {\n    id\n    content\n  }\n": typeof types.EditPostDialog_PostFragmentDoc,
    "\n  mutation EditPost($id: ID!, $content: String!) {\n    editPost(id: $id, content: $content) {\n      id\n      content\n      isEdited\n    }\n  }\n": typeof types.EditPostDocument,
    "\n  fragment PostMenu_post on Post {\n    id\n    isRepost\n    isPromoted\n    isBoostedToBlowing\n    author {\n      id\n      displayName\n      isFollowing\n    }\n    originalPost {\n      id\n    }\n    ...EditPostDialog_post\n    ...RepostDialog_post\n  }\n": typeof types.PostMenu_PostFragmentDoc,
    "\n  mutation BoostPost($id: ID!) {\n    boostPost(id: $id) {\n      id\n      isBoostedToBlowing\n    }\n  }\n": typeof types.BoostPostDocument,
    "\n  fragment RepostDialog_post on Post {\n    id\n    isRepost\n    originalPost {\n      id\n      ...EmbeddedPost_post\n    }\n    ...EmbeddedPost_post\n  }\n": typeof types.RepostDialog_PostFragmentDoc,
    "\n  mutation Repost($id: ID!, $comment: String) {\n    repost(id: $id, comment: $comment) {\n      id\n      ...PostCard_post\n    }\n  }\n": typeof types.RepostDocument,
    "\n  mutation SharePost($id: ID!, $target: ShareTarget!) {\n    sharePost(id: $id, target: $target) {\n      id\n      sharesCount\n    }\n  }\n": typeof types.SharePostDocument,
    "\n  query Feed($kind: FeedKind!, $place: String, $first: Int!, $after: String) {\n    feed(kind: $kind, place: $place, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...PostCard_post\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      place {\n        code\n        displayName\n      }\n      needsLocation\n    }\n  }\n": typeof types.FeedDocument,
    "\n  mutation CreatePost($input: CreatePostInput!, $idempotencyKey: String) {\n    createPost(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      ...PostCard_post\n    }\n  }\n": typeof types.CreatePostDocument,
    "\n  mutation LikePost($id: ID!, $idempotencyKey: String) {\n    likePost(id: $id, idempotencyKey: $idempotencyKey) {\n      liked\n      likesCount\n    }\n  }\n": typeof types.LikePostDocument,
    "\n  mutation UnlikePost($id: ID!, $idempotencyKey: String) {\n    unlikePost(id: $id, idempotencyKey: $idempotencyKey) {\n      liked\n      likesCount\n    }\n  }\n": typeof types.UnlikePostDocument,
    "\n  mutation RecordPostView($id: ID!) {\n    recordPostView(id: $id) {\n      newView\n      viewsCount\n    }\n  }\n": typeof types.RecordPostViewDocument,
    "\n  fragment AccountPanel_profile on User {\n    id\n    createdAt\n    isPrivateProfile\n    updatedAt\n  }\n": typeof types.AccountPanel_ProfileFragmentDoc,
    "\n  fragment SettingsForm_profile on User {\n    id\n    displayName\n    avatarUrl\n    firstName\n    lastName\n    email\n    bio\n    phoneNumber\n    occupation\n    interests\n    membershipType\n    partyAffiliation\n    state\n    lga\n    ward\n    pollingUnit\n    location {\n      ...ElectoralLocationNames\n    }\n    isPrivateProfile\n    showPartyAffiliation\n    showPollingUnit\n    ...AccountPanel_profile\n  }\n": typeof types.SettingsForm_ProfileFragmentDoc,
    "\n  query ProfileSettings {\n    me {\n      id\n      ...SettingsForm_profile\n    }\n    profileOptions {\n      parties {\n        abbreviation\n        name\n      }\n    }\n  }\n": typeof types.ProfileSettingsDocument,
    "\n  query PartyOptions {\n    profileOptions {\n      parties {\n        abbreviation\n        name\n      }\n    }\n  }\n": typeof types.PartyOptionsDocument,
    "\n  fragment ElectoralLocationNames on ElectoralLocation {\n    state {\n      code\n      displayName\n    }\n    lga {\n      fullCode\n      displayName\n    }\n    ward {\n      fullCode\n      displayName\n      senatorialDistrict {\n        id\n        displayName\n      }\n      federalConstituency {\n        id\n        displayName\n      }\n    }\n    pollingUnit {\n      puCode\n      displayName\n    }\n  }\n": typeof types.ElectoralLocationNamesFragmentDoc,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...SettingsForm_profile\n      ...UserMenu_viewer\n      ...Composer_viewer\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query FollowRequests {\n    followRequests {\n      id\n      displayName\n      ...PersonRow_person\n    }\n  }\n": typeof types.FollowRequestsDocument,
    "\n  mutation AcceptFollowRequest($userId: ID!) {\n    acceptFollowRequest(userId: $userId)\n  }\n": typeof types.AcceptFollowRequestDocument,
    "\n  mutation DeclineFollowRequest($userId: ID!) {\n    declineFollowRequest(userId: $userId)\n  }\n": typeof types.DeclineFollowRequestDocument,
    "\n  mutation DeactivateAccount {\n    deactivateAccount\n  }\n": typeof types.DeactivateAccountDocument,
    "\n  mutation DeleteAccount {\n    deleteAccount\n  }\n": typeof types.DeleteAccountDocument,
    "\n  query BlockedMembers($after: String) {\n    blockedMembers(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          reason\n          blockedAt\n          user {\n            id\n            displayName\n            handle\n            avatarUrl\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.BlockedMembersDocument,
    "\n  fragment PerformanceCard_stats on QuizStats {\n    totalPoints\n    correctAnswers\n    totalQuestions\n    bestStreak\n    level\n  }\n": typeof types.PerformanceCard_StatsFragmentDoc,
    "\n  fragment CategoryList_stats on QuizStats {\n    categories {\n      category\n      totalQuestions\n      correctAnswers\n      totalPoints\n    }\n  }\n": typeof types.CategoryList_StatsFragmentDoc,
    "\n  query QuizHome {\n    quizCategories {\n      id\n      name\n      description\n      questionCount\n    }\n    quizStats {\n      level\n      ...PerformanceCard_stats\n      ...CategoryList_stats\n    }\n  }\n": typeof types.QuizHomeDocument,
    "\n  query QuizQuestion($category: String!, $exclude: [ID!]) {\n    quizQuestion(category: $category, exclude: $exclude) {\n      id\n      category\n      question\n      options\n      difficulty\n      points\n    }\n  }\n": typeof types.QuizQuestionDocument,
    "\n  mutation AnswerQuiz($input: QuizAnswerInput!) {\n    answerQuizQuestion(input: $input) {\n      questionId\n      isCorrect\n      correctAnswer\n      explanation\n      source\n      pointsEarned\n      stats {\n        level\n        ...PerformanceCard_stats\n        ...CategoryList_stats\n      }\n    }\n  }\n": typeof types.AnswerQuizDocument,
    "\n  fragment SeatCard_holder on Official {\n    id\n    fullName\n    party\n    partyColor\n    sourceUrl\n    asOf\n    isVerified\n  }\n": typeof types.SeatCard_HolderFragmentDoc,
    "\n  query Representatives($pollingUnit: String!) {\n    representatives(pollingUnit: $pollingUnit) {\n      pollingUnit {\n        ...PollingUnitPlaces\n      }\n      senatorialDistrict {\n        id\n        displayName\n      }\n      federalConstituency {\n        id\n        displayName\n      }\n      seats {\n        office\n        seatName\n        holder {\n          id\n          ...SeatCard_holder\n        }\n      }\n      notes\n    }\n  }\n": typeof types.RepresentativesDocument,
    "\n  query Official($id: ID!) {\n    official(id: $id) {\n      id\n      fullName\n      title\n      seatName\n      party\n      partyColor\n      sourceUrl\n      asOf\n      isActive\n      isVerified\n      office\n      electedOn\n      termStart\n      termEnd\n      note\n      followersCount\n      viewerFollows\n      linkedAccount {\n        id\n        displayName\n        handle\n      }\n      state {\n        code\n        displayName\n      }\n      senatorialDistrict {\n        id\n        displayName\n        lgas {\n          fullCode\n          displayName\n        }\n      }\n      federalConstituency {\n        id\n        displayName\n        lgas {\n          fullCode\n          displayName\n        }\n      }\n      extent {\n        south\n        west\n        north\n        east\n        wardsPlaced\n        wardsTotal\n      }\n      changes {\n        action\n        reason\n        at\n      }\n    }\n  }\n": typeof types.OfficialDocument,
    "\n  mutation FollowOfficial($officialId: ID!) {\n    followOfficial(officialId: $officialId) {\n      id\n      followersCount\n      viewerFollows\n    }\n  }\n": typeof types.FollowOfficialDocument,
    "\n  mutation UnfollowOfficial($officialId: ID!) {\n    unfollowOfficial(officialId: $officialId) {\n      id\n      followersCount\n      viewerFollows\n    }\n  }\n": typeof types.UnfollowOfficialDocument,
    "\n  mutation CorrectOfficial($input: CorrectOfficialInput!) {\n    correctOfficial(input: $input) {\n      id\n    }\n  }\n": typeof types.CorrectOfficialDocument,
    "\n  mutation EndOfficialTerm($id: ID!, $termEnd: String, $reason: String!) {\n    endOfficialTerm(id: $id, termEnd: $termEnd, reason: $reason) {\n      id\n    }\n  }\n": typeof types.EndOfficialTermDocument,
    "\n  mutation LinkOfficialAccount($id: ID!, $account: String!, $reason: String!) {\n    linkOfficialAccount(id: $id, account: $account, reason: $reason) {\n      id\n    }\n  }\n": typeof types.LinkOfficialAccountDocument,
    "\n  mutation UnlinkOfficialAccount($id: ID!, $reason: String!) {\n    unlinkOfficialAccount(id: $id, reason: $reason) {\n      id\n    }\n  }\n": typeof types.UnlinkOfficialAccountDocument,
    "\n  mutation AddOfficial($input: AddOfficialInput!) {\n    addOfficial(input: $input) {\n      id\n    }\n  }\n": typeof types.AddOfficialDocument,
    "\n  fragment DrillDown_area on AreaResult {\n    code\n    level\n    name\n    status\n    reportingUnits\n    totalPollingUnits\n    uploadProgress\n    reportingLGAs\n    totalLGAs\n    registeredVoters\n    accreditedVoters\n    validVotes\n    voterTurnout\n    leadingParty\n    lastUpdated\n    results {\n      party\n      partyName\n      candidate\n      color\n      votes\n      percentage\n    }\n  }\n": typeof types.DrillDown_AreaFragmentDoc,
    "\n  query ResultsArea($electionId: ID!, $code: String!) {\n    resultsArea(electionId: $electionId, code: $code) {\n      area {\n        ...DrillDown_area\n      }\n      children {\n        ...DrillDown_area\n      }\n      pollingUnits {\n        puCode\n        name\n        verified\n        current {\n          id\n          registered\n          accredited\n          rejected\n          validVotes\n          uploadedAt\n          sheetUrl\n          source\n          results {\n            party\n            votes\n            color\n            percentage\n          }\n        }\n      }\n    }\n  }\n": typeof types.ResultsAreaDocument,
    "\n  fragment SummaryBanner_summary on ElectionSummary {\n    election {\n      id\n      name\n      description\n      status\n      source\n      sourceNote\n      replayClock\n    }\n  }\n": typeof types.SummaryBanner_SummaryFragmentDoc,
    "\n  fragment StatCards_summary on ElectionSummary {\n    resultsUploaded\n    resultsVerified\n    totalPollingUnits\n    uploadProgress\n    totalValidVotes\n    voterTurnout\n    leadingParty\n    lastUpdated\n    election {\n      id\n      source\n    }\n  }\n": typeof types.StatCards_SummaryFragmentDoc,
    "\n  fragment StateGrid_state on AreaResult {\n    code\n    name\n    uploadProgress\n    # The leader here, the top three on the card (StateCard_state asks the same): 3 of up to 18\n    # parties per state, in the page, the cache and every push on election night.\n    results(first: 3) {\n      party\n      color\n    }\n  }\n": typeof types.StateGrid_StateFragmentDoc,
    "\n  fragment StateCard_state on AreaResult {\n    code\n    name\n    status\n    reportingUnits\n    totalPollingUnits\n    reportingLGAs\n    totalLGAs\n    voterTurnout\n    results(first: 3) {\n      party\n      candidate\n      color\n      votes\n      percentage\n    }\n  }\n": typeof types.StateCard_StateFragmentDoc,
    "\n  fragment PartyCard_party on PartyAnalysis {\n    party\n    partyName\n    candidate\n    color\n    totalVotes\n    percentage\n    statesWon\n    strongholds\n  }\n": typeof types.PartyCard_PartyFragmentDoc,
    "\n  fragment useResultsPortal_summary on ElectionSummary {\n    electionType\n    registeredVoters\n    election {\n      id\n      type\n      date\n      source\n    }\n    activeElections {\n      id\n      type\n      name\n      status\n      uploadProgress\n    }\n    ...SummaryBanner_summary\n    ...StatCards_summary\n  }\n": typeof types.UseResultsPortal_SummaryFragmentDoc,
    "\n  fragment useResultsPortal_state on AreaResult {\n    code\n    name\n    level\n    registeredVoters\n    accreditedVoters\n    validVotes\n    leadingParty\n    lastUpdated\n    ...StateGrid_state\n    ...StateCard_state\n  }\n": typeof types.UseResultsPortal_StateFragmentDoc,
    "\n  fragment useResultsPortal_party on PartyAnalysis {\n    party\n    candidate\n    color\n    totalVotes\n    percentage\n    ...PartyCard_party\n  }\n": typeof types.UseResultsPortal_PartyFragmentDoc,
    "\n  query ResultsPortal($type: ElectionType, $electionId: ID) {\n    elections {\n      id\n      type\n      name\n      status\n      source\n      date\n    }\n    electionSummary(type: $type, electionId: $electionId) {\n      ...useResultsPortal_summary\n    }\n    stateResults(type: $type, electionId: $electionId) {\n      ...useResultsPortal_state\n    }\n    partyAnalysis(type: $type, electionId: $electionId) {\n      ...useResultsPortal_party\n    }\n    liveUpdates(type: $type, electionId: $electionId, first: 5) {\n      id\n      type\n      message\n      timestamp\n    }\n  }\n": typeof types.ResultsPortalDocument,
    "\n  subscription ResultsUpdated($electionId: ID!) {\n    resultsUpdated(electionId: $electionId) {\n      electionId\n      summary {\n        ...useResultsPortal_summary\n      }\n      states {\n        ...useResultsPortal_state\n      }\n      partyAnalysis {\n        ...useResultsPortal_party\n      }\n    }\n  }\n": typeof types.ResultsUpdatedDocument,
    "\n  subscription LiveUpdatesPushed($electionId: ID!) {\n    liveUpdates(electionId: $electionId) {\n      id\n      type\n      message\n      timestamp\n    }\n  }\n": typeof types.LiveUpdatesPushedDocument,
    "\n  fragment CollectedFigures_register on VoterRegisterImport {\n    id\n    rowCount\n    pvcCollectedCount\n    importedAt\n  }\n": typeof types.CollectedFigures_RegisterFragmentDoc,
    "\n  fragment VoterLookupForm_register on VoterRegisterImport {\n    id\n    rowCount\n    importedAt\n  }\n": typeof types.VoterLookupForm_RegisterFragmentDoc,
    "\n  query VoterRegister {\n    voterRegister {\n      registerName\n      totalRegisteredVoters\n      totalPollingUnits\n      totalNewRegistrations\n      newRegistrationsAsOf\n      totalPVCsCollected\n      ongoingCVR\n      registrationPortalUrl\n      nextElections {\n        type\n        date\n      }\n      sources {\n        label\n        source\n        url\n      }\n      importedRegister {\n        id\n        ...VoterLookupForm_register\n      }\n    }\n  }\n": typeof types.VoterRegisterDocument,
    "\n  query CollectVoterData {\n    collectVoterData {\n      totalPollingUnits\n      totalWards\n      totalLgas\n      totalStates\n      totalRegisteredVoters\n      totalNewRegistrations\n      totalPVCsCollected\n      collectedAt\n      elections {\n        name\n        date\n        registered\n        accredited\n        validVotes\n      }\n      importedRegister {\n        id\n        ...CollectedFigures_register\n      }\n    }\n  }\n": typeof types.CollectVoterDataDocument,
    "\n  query ValidatePollingUnit($state: String!, $lga: String!, $ward: String!, $pollingUnit: String!) {\n    validatePollingUnit(state: $state, lga: $lga, ward: $ward, pollingUnit: $pollingUnit) {\n      valid\n      reason\n      pollingUnit {\n        puCode\n        displayName\n      }\n      ward {\n        fullCode\n        displayName\n      }\n      lga {\n        fullCode\n        displayName\n      }\n    }\n  }\n": typeof types.ValidatePollingUnitDocument,
    "\n  query Wallet {\n    wallet {\n      balance\n      totalEarnings\n      inEscrow\n      pendingWithdrawals\n      mode\n      history(first: 10) {\n        edges {\n          node {\n            id\n            kind\n            amount\n            counterpartyName\n            memo\n            createdAt\n          }\n        }\n      }\n    }\n  }\n": typeof types.WalletDocument,
    "\n  query WalletBalance {\n    wallet {\n      balance\n      mode\n    }\n  }\n": typeof types.WalletBalanceDocument,
    "\n  query BankSettings {\n    me {\n      id\n      bankName\n      bankCode\n      accountNumber\n      accountName\n      autoWithdrawal\n      minimumWithdrawalAmount\n    }\n  }\n": typeof types.BankSettingsDocument,
    "\n  query Banks {\n    banks {\n      name\n      code\n    }\n  }\n": typeof types.BanksDocument,
    "\n  query Withdrawals {\n    withdrawals(first: 5) {\n      edges {\n        node {\n          id\n          amount\n          status\n          failureReason\n          narration\n          createdAt\n        }\n      }\n    }\n  }\n": typeof types.WithdrawalsDocument,
    "\n  mutation StartTopUp($amount: SafeInt!, $idempotencyKey: String) {\n    startTopUp(amount: $amount, idempotencyKey: $idempotencyKey) {\n      reference\n      authorizationUrl\n    }\n  }\n": typeof types.StartTopUpDocument,
    "\n  mutation ConfirmPayment($reference: String!) {\n    confirmPayment(reference: $reference) {\n      balance\n      payment {\n        reference\n        purpose\n        amount\n        status\n      }\n    }\n  }\n": typeof types.ConfirmPaymentDocument,
    "\n  mutation CompleteSandboxPayment($reference: String!, $pay: Boolean!) {\n    completeSandboxPayment(reference: $reference, pay: $pay) {\n      reference\n      status\n    }\n  }\n": typeof types.CompleteSandboxPaymentDocument,
    "\n  mutation VerifyBankAccount($accountNumber: String!, $bankCode: String!) {\n    verifyBankAccount(accountNumber: $accountNumber, bankCode: $bankCode) {\n      accountName\n      accountNumber\n      bankCode\n      bankName\n    }\n  }\n": typeof types.VerifyBankAccountDocument,
    "\n  mutation SaveBankAccount($accountNumber: String!, $bankCode: String!) {\n    saveBankAccount(accountNumber: $accountNumber, bankCode: $bankCode) {\n      id\n      bankName\n      bankCode\n      accountNumber\n      accountName\n    }\n  }\n": typeof types.SaveBankAccountDocument,
    "\n  mutation SetAutoWithdrawal($autoWithdrawal: Boolean!, $minimumWithdrawalAmount: SafeInt!) {\n    setAutoWithdrawal(autoWithdrawal: $autoWithdrawal, minimumWithdrawalAmount: $minimumWithdrawalAmount) {\n      id\n      autoWithdrawal\n      minimumWithdrawalAmount\n    }\n  }\n": typeof types.SetAutoWithdrawalDocument,
    "\n  mutation Withdraw($amount: SafeInt!, $narration: String, $idempotencyKey: String) {\n    withdraw(amount: $amount, narration: $narration, idempotencyKey: $idempotencyKey) {\n      id\n      amount\n      status\n      failureReason\n    }\n  }\n": typeof types.WithdrawDocument,
    "\n  mutation Donate($recipientId: ID!, $amount: SafeInt!, $payWith: DonationSource!, $idempotencyKey: String) {\n    donate(recipientId: $recipientId, amount: $amount, payWith: $payWith, idempotencyKey: $idempotencyKey) {\n      paidFrom\n      amount\n      payment {\n        reference\n        authorizationUrl\n      }\n    }\n  }\n": typeof types.DonateDocument,
    "\n  mutation PromotePost($input: PromotePostInput!) {\n    promotePost(input: $input) {\n      id\n      budget\n      inEscrow\n      estimatedReach\n      endDate\n    }\n  }\n": typeof types.PromotePostDocument,
    "\n  query Payment($reference: String!) {\n    payment(reference: $reference) {\n      reference\n      purpose\n      amount\n      status\n    }\n  }\n": typeof types.PaymentDocument,
    "\n  query BankingSummary {\n    wallet {\n      balance\n      totalEarnings\n      pendingWithdrawals\n      mode\n    }\n    me {\n      id\n      bankName\n      accountNumber\n      accountName\n    }\n  }\n": typeof types.BankingSummaryDocument,
    "\n  query Parties {\n    parties {\n      abbreviation\n      name\n    }\n  }\n": typeof types.PartiesDocument,
    "\n  fragment AreaBrowser_area on WatchArea {\n    code\n    level\n    name\n    latitude\n    longitude\n    crowdUnits\n    verifiedUnits\n    flaggedUnits\n    incidents {\n      total\n      open\n      corroborated\n      verified\n    }\n  }\n": typeof types.AreaBrowser_AreaFragmentDoc,
    "\n  fragment AreaBrowser_summary on WatchSummary {\n    trail {\n      code\n      name\n    }\n    area {\n      ...AreaBrowser_area\n    }\n    children {\n      ...AreaBrowser_area\n    }\n  }\n": typeof types.AreaBrowser_SummaryFragmentDoc,
    "\n  query FlaggedUnits($place: String, $electionId: ID) {\n    flaggedUnits(place: $place, electionId: $electionId, first: 20) {\n      puCode\n      largestGap\n      officialSource\n      differences {\n        figure\n        label\n        gap\n      }\n      pollingUnit {\n        displayName\n        ward {\n          displayName\n        }\n      }\n    }\n  }\n": typeof types.FlaggedUnitsDocument,
    "\n  fragment IncidentCard_incident on WatchIncident {\n    id\n    puCode\n    category\n    categoryLabel\n    description\n    occurredAt\n    reportedAt\n    photoUrl\n    status\n    confirmations\n    wardSupport\n    supportNeeded\n    reviewReason\n    synthetic\n    viewerIsReporter\n    viewerConfirmed\n    pollingUnit {\n      puCode\n      displayName\n      ward {\n        fullCode\n        displayName\n      }\n    }\n  }\n": typeof types.IncidentCard_IncidentFragmentDoc,
    "\n  mutation ConfirmIncident($id: ID!) {\n    confirmIncident(id: $id) {\n      ...IncidentCard_incident\n    }\n  }\n": typeof types.ConfirmIncidentDocument,
    "\n  mutation ReviewIncident($id: ID!, $decision: IncidentDecision!, $reason: String!) {\n    reviewIncident(id: $id, decision: $decision, reason: $reason) {\n      ...IncidentCard_incident\n      reviewedAt\n    }\n  }\n": typeof types.ReviewIncidentDocument,
    "\n  query Incidents($electionId: ID, $place: String, $category: IncidentCategory, $status: IncidentStatus, $after: String) {\n    incidents(electionId: $electionId, place: $place, category: $category, status: $status, first: 20, after: $after) {\n      edges {\n        node {\n          id\n          ...IncidentCard_incident\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.IncidentsDocument,
    "\n  mutation ReportIncident($input: ReportIncidentInput!) {\n    reportIncident(input: $input) {\n      ...IncidentCard_incident\n    }\n  }\n": typeof types.ReportIncidentDocument,
    "\n  query IncidentReviewQueue($after: String) {\n    incidentReviewQueue(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          ...IncidentCard_incident\n          reporter {\n            id\n            displayName\n            handle\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.IncidentReviewQueueDocument,
    "\n  fragment SheetDialog_watch on UnitWatch {\n    puCode\n    electionId\n    viewerReading {\n      ...WatchFiguresFields\n    }\n    pollingUnit {\n      puCode\n      displayName\n    }\n  }\n": typeof types.SheetDialog_WatchFragmentDoc,
    "\n  mutation SubmitResultSheet($input: CrowdSheetInput!) {\n    submitResultSheet(input: $input) {\n      puCode\n      crowdStatus\n      ...UnitPanel_watch\n      ...OwnUnitSummary_watch\n    }\n  }\n": typeof types.SubmitResultSheetDocument,
    "\n  fragment UnitPanel_watch on UnitWatch {\n    puCode\n    electionId\n    crowdStatus\n    submissions\n    agreeing\n    largestGap\n    officialSource\n    viewerCanSubmit\n    crowd {\n      ...WatchFiguresFields\n    }\n    official {\n      ...WatchFiguresFields\n    }\n    viewerReading {\n      ...WatchFiguresFields\n    }\n    readings {\n      submissions\n      viewerSubmitted\n      photoUrls\n      figures {\n        ...WatchFiguresFields\n      }\n    }\n    differences {\n      figure\n      label\n      gap\n      values {\n        source\n        value\n        submissions\n        sheetSource\n      }\n    }\n    incidents {\n      total\n      open\n      corroborated\n      verified\n    }\n    pollingUnit {\n      ...PollingUnitPlaces\n    }\n    ...SheetDialog_watch\n  }\n": typeof types.UnitPanel_WatchFragmentDoc,
    "\n  fragment OwnUnitSummary_watch on UnitWatch {\n    puCode\n    crowdStatus\n    incidents {\n      total\n    }\n    pollingUnit {\n      puCode\n      displayName\n    }\n  }\n": typeof types.OwnUnitSummary_WatchFragmentDoc,
    "\n  query UnitWatch($pollingUnit: String!, $electionId: ID) {\n    unitWatch(pollingUnit: $pollingUnit, electionId: $electionId) {\n      puCode\n      ...UnitPanel_watch\n      ...OwnUnitSummary_watch\n    }\n  }\n": typeof types.UnitWatchDocument,
    "\n  query WatchPage($place: String, $electionId: ID) {\n    me {\n      ...ViewerPowers\n      state\n      lga\n      ward\n      pollingUnit\n    }\n    electionSummary(electionId: $electionId) {\n      election {\n        id\n        name\n        status\n        source\n        candidates {\n          party {\n            abbreviation\n          }\n        }\n      }\n    }\n    watchSummary(place: $place, electionId: $electionId) {\n      electionId\n      area {\n        name\n      }\n      ...AreaBrowser_summary\n    }\n  }\n": typeof types.WatchPageDocument,
    "\n  subscription WatchUpdated($place: String, $electionId: ID) {\n    watchUpdated(place: $place, electionId: $electionId) {\n      electionId\n      area {\n        name\n      }\n      ...AreaBrowser_summary\n    }\n  }\n": typeof types.WatchUpdatedDocument,
    "\n  fragment WatchFiguresFields on WatchFigures {\n    registered\n    accredited\n    rejected\n    totalValid\n    votes {\n      party\n      votes\n    }\n  }\n": typeof types.WatchFiguresFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  fragment UserMenu_viewer on User {\n    id\n    displayName\n    firstName\n    handle\n    avatarUrl\n  }\n": types.UserMenu_ViewerFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      email\n      lastName\n      createdAt\n      ...UserMenu_viewer\n      ...Composer_viewer\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      email\n      message\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      message\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  subscription ViewerEvents {\n    viewerEvents {\n      type\n      at\n    }\n  }\n": types.ViewerEventsDocument,
    "\n  fragment ViewerPowers on User {\n    id\n    role\n    isAdmin\n    isSuperAdmin\n  }\n": types.ViewerPowersFragmentDoc,
    "\n  query ViewerPowers {\n    me {\n      ...ViewerPowers\n    }\n  }\n": types.ViewerPowersDocument,
    "\n  query Viewer {\n    me {\n      id\n      email\n      lastName\n      createdAt\n      ...UserMenu_viewer\n      ...Composer_viewer\n    }\n  }\n": types.ViewerDocument,
    "\n  query CivicDashboard {\n    civicDashboard {\n      totalPoints\n      level\n      rank\n      nextLevelPoints\n      completedActivities\n      currentStreak\n      longestStreak\n      activities {\n        id\n        type\n        title\n        description\n        points\n        progress\n        maxProgress\n        deadline\n        completed\n      }\n      achievements {\n        id\n        title\n        description\n        icon\n        points\n        unlocked\n        unlockedAt\n      }\n      recentActivity {\n        id\n        kind\n        title\n        points\n        createdAt\n      }\n    }\n    me {\n      id\n      ward\n      location {\n        ward {\n          displayName\n        }\n        lga {\n          displayName\n        }\n      }\n    }\n  }\n": types.CivicDashboardDocument,
    "\n  query LocalEvents {\n    upcomingEvents(first: 3) {\n      edges {\n        node {\n          id\n          title\n          location\n          dateTime\n        }\n      }\n    }\n  }\n": types.LocalEventsDocument,
    "\n  query PublicApi {\n    publicApi {\n      introspection\n      liveTickMs\n      anonymousRequestsPerMinute\n      anonymousSocketsPerAddress\n      maxDepth\n      maxAliases\n      maxCost\n      cacheSeconds {\n        liveResults\n        lists\n        geography\n      }\n    }\n  }\n": types.PublicApiDocument,
    "\n  mutation CreateWardEvent($input: CreateWardEventInput!) {\n    createWardEvent(input: $input) {\n      id\n      ...EventRow_event\n    }\n  }\n": types.CreateWardEventDocument,
    "\n  fragment EventRow_event on WardEvent {\n    id\n    title\n    description\n    location\n    dateTime\n    createdBy {\n      id\n      displayName\n    }\n  }\n": types.EventRow_EventFragmentDoc,
    "\n  query MyWard {\n    me {\n      id\n      isAdmin\n      location {\n        ward {\n          fullCode\n          displayName\n        }\n      }\n    }\n  }\n": types.MyWardDocument,
    "\n  mutation DeleteWardEvent($id: ID!) {\n    deleteWardEvent(id: $id)\n  }\n": types.DeleteWardEventDocument,
    "\n  query UpcomingEvents($first: Int!) {\n    upcomingEvents(first: $first) {\n      edges {\n        node {\n          id\n          createdBy {\n            id\n          }\n          ...EventRow_event\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.UpcomingEventsDocument,
    "\n  query States {\n    states {\n      code\n      displayName\n    }\n  }\n": types.StatesDocument,
    "\n  query Lgas($stateCode: String!) {\n    lgas(stateCode: $stateCode) {\n      fullCode\n      displayName\n    }\n  }\n": types.LgasDocument,
    "\n  query Wards($stateCode: String!, $lgaCode: String!) {\n    wards(stateCode: $stateCode, lgaCode: $lgaCode) {\n      fullCode\n      displayName\n    }\n  }\n": types.WardsDocument,
    "\n  query WardPollingUnits($stateCode: String!, $lgaCode: String!, $wardCode: String!, $after: String) {\n    pollingUnits(stateCode: $stateCode, lgaCode: $lgaCode, wardCode: $wardCode, first: 100, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          puCode\n          code\n          displayName\n          latitude\n          longitude\n        }\n      }\n    }\n  }\n": types.WardPollingUnitsDocument,
    "\n  query SearchPlaces($query: String!, $stateCode: String, $lgaCode: String) {\n    searchPlaces(query: $query, stateCode: $stateCode, lgaCode: $lgaCode, first: 20) {\n      kind\n      displayName\n      state {\n        code\n        displayName\n      }\n      lga {\n        fullCode\n        displayName\n      }\n      ward {\n        fullCode\n        displayName\n      }\n      pollingUnit {\n        puCode\n      }\n    }\n  }\n": types.SearchPlacesDocument,
    "\n  query PollingUnitDetails($code: String!) {\n    pollingUnit(code: $code) {\n      puCode\n      displayName\n      latitude\n      longitude\n      senatorialDistrict {\n        id\n        displayName\n      }\n      federalConstituency {\n        id\n        displayName\n      }\n      ward {\n        fullCode\n        displayName\n      }\n      lga {\n        fullCode\n        displayName\n      }\n      state {\n        code\n        displayName\n        registeredVoters2023\n      }\n    }\n  }\n": types.PollingUnitDetailsDocument,
    "\n  fragment PollingUnitPlaces on PollingUnit {\n    puCode\n    displayName\n    ward {\n      fullCode\n      displayName\n    }\n    lga {\n      fullCode\n      displayName\n    }\n    state {\n      code\n      displayName\n    }\n  }\n": types.PollingUnitPlacesFragmentDoc,
    "\n  query MyLocation {\n    me {\n      id\n      state\n      lga\n      ward\n      pollingUnit\n    }\n  }\n": types.MyLocationDocument,
    "\n  fragment ConversationItem_conversation on Conversation {\n    id\n    lastMessageAt\n    unreadCount\n    otherParticipant {\n      id\n      displayName\n      avatarUrl\n    }\n    lastMessage {\n      id\n      content\n      senderId\n    }\n  }\n": types.ConversationItem_ConversationFragmentDoc,
    "\n  mutation StartConversation($userId: ID!) {\n    startConversation(userId: $userId) {\n      id\n      ...ConversationItem_conversation\n      ...Thread_conversation\n    }\n  }\n": types.StartConversationDocument,
    "\n  query Conversation($id: ID!) {\n    conversation(id: $id) {\n      id\n      ...ConversationItem_conversation\n      ...Thread_conversation\n    }\n  }\n": types.ConversationDocument,
    "\n  fragment Bubble_message on Message {\n    id\n    content\n    createdAt\n  }\n": types.Bubble_MessageFragmentDoc,
    "\n  fragment Thread_message on Message {\n    id\n    conversationId\n    senderId\n    createdAt\n    isRead\n    ...Bubble_message\n  }\n": types.Thread_MessageFragmentDoc,
    "\n  fragment Thread_conversation on Conversation {\n    id\n    otherParticipant {\n      id\n      displayName\n      handle\n      avatarUrl\n    }\n  }\n": types.Thread_ConversationFragmentDoc,
    "\n  query Messages($conversationId: ID!, $first: Int!, $after: String) {\n    messages(conversationId: $conversationId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...Thread_message\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.MessagesDocument,
    "\n  subscription MessageAdded($conversationId: ID!) {\n    messageAdded(conversationId: $conversationId) {\n      ...Thread_message\n    }\n  }\n": types.MessageAddedDocument,
    "\n  query Conversations($first: Int!, $after: String) {\n    conversations(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...ConversationItem_conversation\n          ...Thread_conversation\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ConversationsDocument,
    "\n  mutation SendMessage($conversationId: ID!, $content: String!, $idempotencyKey: String) {\n    sendMessage(conversationId: $conversationId, content: $content, idempotencyKey: $idempotencyKey) {\n      ...Thread_message\n    }\n  }\n": types.SendMessageDocument,
    "\n  mutation MarkConversationRead($conversationId: ID!) {\n    markConversationRead(conversationId: $conversationId)\n  }\n": types.MarkConversationReadDocument,
    "\n  subscription MessagesRead($conversationId: ID!) {\n    messagesRead(conversationId: $conversationId) {\n      conversationId\n      readerId\n    }\n  }\n": types.MessagesReadDocument,
    "\n  mutation Moderate($input: ModerateInput!) {\n    moderate(input: $input) {\n      id\n      ...LogRow_action\n    }\n  }\n": types.ModerateDocument,
    "\n  fragment LogRow_action on ModerationAction {\n    id\n    action\n    contentType\n    contentId\n    reason\n    duration\n    isActive\n    isReversible\n    createdAt\n    expiresAt\n    reversedAt\n    reversalReason\n    contentPreview\n    postId\n    grantedRole\n    moderator {\n      id\n      displayName\n    }\n    reversedBy {\n      id\n      displayName\n    }\n    targetUser {\n      id\n      displayName\n      handle\n    }\n  }\n": types.LogRow_ActionFragmentDoc,
    "\n  mutation ReverseModeration($id: ID!, $reason: String!) {\n    reverseModerationAction(id: $id, reason: $reason) {\n      id\n      ...LogRow_action\n    }\n  }\n": types.ReverseModerationDocument,
    "\n  query ReportReasons {\n    reportReasons {\n      value\n      label\n    }\n  }\n": types.ReportReasonsDocument,
    "\n  mutation ReportContent($input: ReportInput!) {\n    reportContent(input: $input)\n  }\n": types.ReportContentDocument,
    "\n  fragment ReportGroupCard_group on ReportGroup {\n    id\n    contentType\n    contentId\n    reportsCount\n    latestReportAt\n    reasons {\n      reason\n      label\n      count\n    }\n    reports {\n      id\n      reasonLabel\n      description\n      createdAt\n      reporter {\n        id\n        displayName\n        handle\n      }\n    }\n    content {\n      id\n      text\n      imageUrl\n      createdAt\n      context\n      postId\n      isModerated\n      isRemoved\n      isDeleted\n      moderationReason\n      author {\n        id\n        displayName\n        handle\n        avatarUrl\n        isAdmin\n      }\n    }\n  }\n": types.ReportGroupCard_GroupFragmentDoc,
    "\n  query ModerationQueue($order: QueueOrder, $after: String) {\n    moderationQueue(order: $order, first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...ReportGroupCard_group\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ModerationQueueDocument,
    "\n  query ModerationLog($after: String) {\n    moderationLog(first: 30, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...LogRow_action\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ModerationLogDocument,
    "\n  query MyReports($after: String) {\n    myReports(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          contentType\n          contentId\n          reasonLabel\n          description\n          outcome\n          summary\n          contentPreview\n          createdAt\n          reviewedAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.MyReportsDocument,
    "\n  query MyStanding {\n    myStanding(first: 50) {\n      suspendedUntil\n      actions {\n        edges {\n          node {\n            id\n            action\n            contentType\n            reason\n            isActive\n            createdAt\n            expiresAt\n            contentPreview\n            postId\n          }\n        }\n      }\n    }\n  }\n": types.MyStandingDocument,
    "\n  query Administrators {\n    administrators {\n      id\n      displayName\n      handle\n      avatarUrl\n      role\n    }\n  }\n": types.AdministratorsDocument,
    "\n  query MemberForRole($handle: String!) {\n    memberByHandle(handle: $handle) {\n      id\n      displayName\n      handle\n      avatarUrl\n      role\n    }\n  }\n": types.MemberForRoleDocument,
    "\n  mutation SetRole($userId: ID!, $role: Role!, $reason: String) {\n    setRole(userId: $userId, role: $role, reason: $reason) {\n      id\n      role\n      isAdmin\n      isSuperAdmin\n    }\n  }\n": types.SetRoleDocument,
    "\n  fragment NewsStory_story on NewsItem {\n    id\n    title\n    description\n    source\n    url\n    urlToImage\n    publishedAt\n    isDemo\n  }\n": types.NewsStory_StoryFragmentDoc,
    "\n  fragment WhatsHappeningCard_story on NewsItem {\n    id\n    title\n    source\n    url\n    publishedAt\n    isDemo\n  }\n": types.WhatsHappeningCard_StoryFragmentDoc,
    "\n  query News($first: Int!, $after: String) {\n    news(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          isDemo\n          ...NewsStory_story\n          ...WhatsHappeningCard_story\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.NewsDocument,
    "\n  fragment NotificationRow_notification on Notification {\n    id\n    type\n    message\n    read\n    createdAt\n    contentType\n    contentId\n    postId\n    fromUser {\n      id\n      displayName\n      avatarUrl\n    }\n  }\n": types.NotificationRow_NotificationFragmentDoc,
    "\n  query UnreadCounts {\n    unreadCounts {\n      notifications\n      messages\n    }\n  }\n": types.UnreadCountsDocument,
    "\n  subscription UnreadCountsChanged {\n    unreadCountsChanged {\n      notifications\n      messages\n    }\n  }\n": types.UnreadCountsChangedDocument,
    "\n  query Notifications($first: Int!, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          read\n          ...NotificationRow_notification\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      ...NotificationRow_notification\n    }\n  }\n": types.NotificationAddedDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  query WebPushKey {\n    webPushKey\n  }\n": types.WebPushKeyDocument,
    "\n  query WebPushSubscribed($endpoint: String!) {\n    webPushSubscribed(endpoint: $endpoint)\n  }\n": types.WebPushSubscribedDocument,
    "\n  mutation SubscribeWebPush($subscription: WebPushSubscriptionInput!) {\n    subscribeWebPush(subscription: $subscription)\n  }\n": types.SubscribeWebPushDocument,
    "\n  mutation UnsubscribeWebPush($endpoint: String!) {\n    unsubscribeWebPush(endpoint: $endpoint)\n  }\n": types.UnsubscribeWebPushDocument,
    "\n  query PushTopics {\n    pushTopics {\n      topic\n      enabled\n    }\n  }\n": types.PushTopicsDocument,
    "\n  mutation SetPushTopic($topic: PushTopic!, $enabled: Boolean!) {\n    setPushTopic(topic: $topic, enabled: $enabled) {\n      topic\n      enabled\n    }\n  }\n": types.SetPushTopicDocument,
    "\n  fragment LeftSidebar_state on OnboardingState {\n    quickStartSteps {\n      id\n      done\n    }\n    ...QuickStart_state\n  }\n": types.LeftSidebar_StateFragmentDoc,
    "\n  fragment OnboardingModal_state on OnboardingState {\n    showOnboarding\n  }\n": types.OnboardingModal_StateFragmentDoc,
    "\n  mutation CompleteOnboarding {\n    completeOnboarding {\n      ...OnboardingModal_state\n      ...LeftSidebar_state\n    }\n  }\n": types.CompleteOnboardingDocument,
    "\n  fragment QuickStart_state on OnboardingState {\n    quickStartHidden\n    quickStartSteps {\n      id\n      title\n      description\n      done\n    }\n  }\n": types.QuickStart_StateFragmentDoc,
    "\n  mutation HideQuickStart {\n    hideQuickStart {\n      ...OnboardingModal_state\n      ...LeftSidebar_state\n    }\n  }\n": types.HideQuickStartDocument,
    "\n  query Onboarding {\n    onboarding {\n      ...OnboardingModal_state\n      ...LeftSidebar_state\n    }\n  }\n": types.OnboardingDocument,
    "\n  fragment CivicEngagement_profile on User {\n    id\n    civicLevel\n    civicPoints\n    postsCount\n    followersCount\n    followingCount\n  }\n": types.CivicEngagement_ProfileFragmentDoc,
    "\n  query SearchUsers($query: String!, $first: Int!) {\n    searchUsers(query: $query, first: $first) {\n      id\n      ...PersonRow_person\n      ...FollowButton_person\n    }\n  }\n": types.SearchUsersDocument,
    "\n  query ConnectionsOwner($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n      handle\n      avatarUrl\n      isPrivateProfile\n      isFollowing\n      isFollowRequested\n      followersCount\n      followingCount\n      canSeeProfile\n    }\n  }\n": types.ConnectionsOwnerDocument,
    "\n  fragment ConnectionList_people on UserConnection {\n    edges {\n      cursor\n      node {\n        id\n        ...PersonRow_person\n        ...FollowButton_person\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n": types.ConnectionList_PeopleFragmentDoc,
    "\n  query Followers($userId: ID!, $first: Int!, $after: String) {\n    people: followers(userId: $userId, first: $first, after: $after) {\n      ...ConnectionList_people\n    }\n  }\n": types.FollowersDocument,
    "\n  query Following($userId: ID!, $first: Int!, $after: String) {\n    people: following(userId: $userId, first: $first, after: $after) {\n      ...ConnectionList_people\n    }\n  }\n": types.FollowingDocument,
    "\n  fragment EditProfileDialog_profile on User {\n    id\n    firstName\n    lastName\n    bio\n    interests\n    membershipType\n    partyAffiliation\n  }\n": types.EditProfileDialog_ProfileFragmentDoc,
    "\n  fragment FollowButton_person on User {\n    id\n    displayName\n    isPrivateProfile\n    isFollowing\n    isFollowRequested\n    followersCount\n  }\n": types.FollowButton_PersonFragmentDoc,
    "\n  fragment PersonRow_person on User {\n    id\n    displayName\n    handle\n    avatarUrl\n  }\n": types.PersonRow_PersonFragmentDoc,
    "\n  fragment ProfileHeader_profile on User {\n    id\n    displayName\n    handle\n    avatarUrl\n    isPrivateProfile\n    membershipType\n    partyAffiliation\n    showPartyAffiliation\n    bio\n    interests\n    official {\n      id\n      seatName\n    }\n    location {\n      ...ElectoralLocationNames\n    }\n    showPollingUnit\n    createdAt\n    followersCount\n    followingCount\n    canSeeProfile\n    ...FollowButton_person\n  }\n": types.ProfileHeader_ProfileFragmentDoc,
    "\n  query Profile($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n      firstName\n      occupation\n      membershipType\n      partyAffiliation\n      canSeeProfile\n      ...ProfileHeader_profile\n      ...CivicEngagement_profile\n      ...EditProfileDialog_profile\n    }\n  }\n": types.ProfileDocument,
    "\n  query Suggestions($first: Int!) {\n    suggestions(first: $first) {\n      matchType\n      user {\n        id\n        ...PersonRow_person\n        ...FollowButton_person\n      }\n    }\n  }\n": types.SuggestionsDocument,
    "\n  mutation Follow($userId: ID!, $idempotencyKey: String) {\n    follow(userId: $userId, idempotencyKey: $idempotencyKey) {\n      isFollowing\n      isRequested\n      followersCount\n    }\n  }\n": types.FollowDocument,
    "\n  mutation Unfollow($userId: ID!, $idempotencyKey: String) {\n    unfollow(userId: $userId, idempotencyKey: $idempotencyKey) {\n      isFollowing\n      isRequested\n      followersCount\n    }\n  }\n": types.UnfollowDocument,
    "\n  mutation UnblockUser($userId: ID!) {\n    unblockUser(userId: $userId)\n  }\n": types.UnblockUserDocument,
    "\n  query MemberByHandle($handle: String!) {\n    memberByHandle(handle: $handle) {\n      id\n    }\n  }\n": types.MemberByHandleDocument,
    "\n  fragment PostActions_post on Post {\n    id\n    isLiked\n    likesCount\n    commentsCount\n    sharesCount\n    viewsCount\n    content\n    shareUrl\n  }\n": types.PostActions_PostFragmentDoc,
    "\n  fragment PostHeader_post on Post {\n    id\n    createdAt\n    isEdited\n    author {\n      id\n      displayName\n      avatarUrl\n    }\n    location {\n      ward {\n        displayName\n      }\n      lga {\n        displayName\n      }\n      state {\n        displayName\n      }\n    }\n  }\n": types.PostHeader_PostFragmentDoc,
    "\n  fragment PostContent_post on Post {\n    id\n    content\n    isRepost\n    repostComment\n    imageUrl\n    videoUrl\n    videoThumbnail\n    videoDuration\n    shareUrl\n    author {\n      id\n      displayName\n    }\n  }\n": types.PostContent_PostFragmentDoc,
    "\n  fragment EmbeddedPost_post on Post {\n    id\n    ...PostHeader_post\n    ...PostContent_post\n  }\n": types.EmbeddedPost_PostFragmentDoc,
    "\n  fragment PostCard_post on Post {\n    id\n    isRepost\n    isPromoted\n    author {\n      id\n      displayName\n    }\n    originalPost {\n      id\n      ...EmbeddedPost_post\n    }\n    ...PostHeader_post\n    ...PostContent_post\n    ...PostActions_post\n    ...PostMenu_post\n  }\n": types.PostCard_PostFragmentDoc,
    "\n  query LinkPreview($url: String!) {\n    linkPreview(url: $url) {\n      title\n      description\n      image\n      siteName\n      domain\n    }\n  }\n": types.LinkPreviewDocument,
    "\n  query Post($id: ID!) {\n    post(id: $id) {\n      id\n      isModerated\n      moderationReason\n      author {\n        id\n        displayName\n      }\n      ...PostCard_post\n    }\n  }\n": types.PostDocument,
    "\n  fragment CommentItem_comment on Comment {\n    id\n    postId\n    parentCommentId\n    content\n    likesCount\n    isLiked\n    createdAt\n    author {\n      id\n      displayName\n      avatarUrl\n    }\n  }\n": types.CommentItem_CommentFragmentDoc,
    "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n": types.DeleteCommentDocument,
    "\n  query Comments($postId: ID!, $after: String) {\n    comments(postId: $postId, first: 20, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...CommentItem_comment\n        replies {\n          id\n          ...CommentItem_comment\n          replies {\n            id\n            ...CommentItem_comment\n          }\n        }\n      }\n    }\n  }\n": types.CommentsDocument,
    "\n  mutation CreateComment($input: CreateCommentInput!, $idempotencyKey: String) {\n    createComment(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      ...CommentItem_comment\n      replies {\n        id\n      }\n    }\n  }\n": types.CreateCommentDocument,
    "\n  mutation LikeComment($id: ID!, $idempotencyKey: String) {\n    likeComment(id: $id, idempotencyKey: $idempotencyKey) {\n      liked\n      likesCount\n    }\n  }\n": types.LikeCommentDocument,
    "\n  mutation UnlikeComment($id: ID!, $idempotencyKey: String) {\n    unlikeComment(id: $id, idempotencyKey: $idempotencyKey) {\n      liked\n      likesCount\n    }\n  }\n": types.UnlikeCommentDocument,
    "\n  fragment Composer_viewer on User {\n    id\n    displayName\n    avatarUrl\n  }\n": types.Composer_ViewerFragmentDoc,
    "\n  query BlockReasons {\n    blockReasons\n  }\n": types.BlockReasonsDocument,
    "\n  mutation BlockUser($userId: ID!, $reason: String) {\n    blockUser(userId: $userId, reason: $reason)\n  }\n": types.BlockUserDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n": types.DeletePostDocument,
    "\n  mutation AdminDeletePost($id: ID!) {\n    adminDeletePost(id: $id)\n  }\n": types.AdminDeletePostDocument,
    "\n  fragment EditPostDialog_post on Post {\n    id\n    content\n  }\n": types.EditPostDialog_PostFragmentDoc,
    "\n  mutation EditPost($id: ID!, $content: String!) {\n    editPost(id: $id, content: $content) {\n      id\n      content\n      isEdited\n    }\n  }\n": types.EditPostDocument,
    "\n  fragment PostMenu_post on Post {\n    id\n    isRepost\n    isPromoted\n    isBoostedToBlowing\n    author {\n      id\n      displayName\n      isFollowing\n    }\n    originalPost {\n      id\n    }\n    ...EditPostDialog_post\n    ...RepostDialog_post\n  }\n": types.PostMenu_PostFragmentDoc,
    "\n  mutation BoostPost($id: ID!) {\n    boostPost(id: $id) {\n      id\n      isBoostedToBlowing\n    }\n  }\n": types.BoostPostDocument,
    "\n  fragment RepostDialog_post on Post {\n    id\n    isRepost\n    originalPost {\n      id\n      ...EmbeddedPost_post\n    }\n    ...EmbeddedPost_post\n  }\n": types.RepostDialog_PostFragmentDoc,
    "\n  mutation Repost($id: ID!, $comment: String) {\n    repost(id: $id, comment: $comment) {\n      id\n      ...PostCard_post\n    }\n  }\n": types.RepostDocument,
    "\n  mutation SharePost($id: ID!, $target: ShareTarget!) {\n    sharePost(id: $id, target: $target) {\n      id\n      sharesCount\n    }\n  }\n": types.SharePostDocument,
    "\n  query Feed($kind: FeedKind!, $place: String, $first: Int!, $after: String) {\n    feed(kind: $kind, place: $place, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...PostCard_post\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      place {\n        code\n        displayName\n      }\n      needsLocation\n    }\n  }\n": types.FeedDocument,
    "\n  mutation CreatePost($input: CreatePostInput!, $idempotencyKey: String) {\n    createPost(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      ...PostCard_post\n    }\n  }\n": types.CreatePostDocument,
    "\n  mutation LikePost($id: ID!, $idempotencyKey: String) {\n    likePost(id: $id, idempotencyKey: $idempotencyKey) {\n      liked\n      likesCount\n    }\n  }\n": types.LikePostDocument,
    "\n  mutation UnlikePost($id: ID!, $idempotencyKey: String) {\n    unlikePost(id: $id, idempotencyKey: $idempotencyKey) {\n      liked\n      likesCount\n    }\n  }\n": types.UnlikePostDocument,
    "\n  mutation RecordPostView($id: ID!) {\n    recordPostView(id: $id) {\n      newView\n      viewsCount\n    }\n  }\n": types.RecordPostViewDocument,
    "\n  fragment AccountPanel_profile on User {\n    id\n    createdAt\n    isPrivateProfile\n    updatedAt\n  }\n": types.AccountPanel_ProfileFragmentDoc,
    "\n  fragment SettingsForm_profile on User {\n    id\n    displayName\n    avatarUrl\n    firstName\n    lastName\n    email\n    bio\n    phoneNumber\n    occupation\n    interests\n    membershipType\n    partyAffiliation\n    state\n    lga\n    ward\n    pollingUnit\n    location {\n      ...ElectoralLocationNames\n    }\n    isPrivateProfile\n    showPartyAffiliation\n    showPollingUnit\n    ...AccountPanel_profile\n  }\n": types.SettingsForm_ProfileFragmentDoc,
    "\n  query ProfileSettings {\n    me {\n      id\n      ...SettingsForm_profile\n    }\n    profileOptions {\n      parties {\n        abbreviation\n        name\n      }\n    }\n  }\n": types.ProfileSettingsDocument,
    "\n  query PartyOptions {\n    profileOptions {\n      parties {\n        abbreviation\n        name\n      }\n    }\n  }\n": types.PartyOptionsDocument,
    "\n  fragment ElectoralLocationNames on ElectoralLocation {\n    state {\n      code\n      displayName\n    }\n    lga {\n      fullCode\n      displayName\n    }\n    ward {\n      fullCode\n      displayName\n      senatorialDistrict {\n        id\n        displayName\n      }\n      federalConstituency {\n        id\n        displayName\n      }\n    }\n    pollingUnit {\n      puCode\n      displayName\n    }\n  }\n": types.ElectoralLocationNamesFragmentDoc,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...SettingsForm_profile\n      ...UserMenu_viewer\n      ...Composer_viewer\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query FollowRequests {\n    followRequests {\n      id\n      displayName\n      ...PersonRow_person\n    }\n  }\n": types.FollowRequestsDocument,
    "\n  mutation AcceptFollowRequest($userId: ID!) {\n    acceptFollowRequest(userId: $userId)\n  }\n": types.AcceptFollowRequestDocument,
    "\n  mutation DeclineFollowRequest($userId: ID!) {\n    declineFollowRequest(userId: $userId)\n  }\n": types.DeclineFollowRequestDocument,
    "\n  mutation DeactivateAccount {\n    deactivateAccount\n  }\n": types.DeactivateAccountDocument,
    "\n  mutation DeleteAccount {\n    deleteAccount\n  }\n": types.DeleteAccountDocument,
    "\n  query BlockedMembers($after: String) {\n    blockedMembers(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          reason\n          blockedAt\n          user {\n            id\n            displayName\n            handle\n            avatarUrl\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.BlockedMembersDocument,
    "\n  fragment PerformanceCard_stats on QuizStats {\n    totalPoints\n    correctAnswers\n    totalQuestions\n    bestStreak\n    level\n  }\n": types.PerformanceCard_StatsFragmentDoc,
    "\n  fragment CategoryList_stats on QuizStats {\n    categories {\n      category\n      totalQuestions\n      correctAnswers\n      totalPoints\n    }\n  }\n": types.CategoryList_StatsFragmentDoc,
    "\n  query QuizHome {\n    quizCategories {\n      id\n      name\n      description\n      questionCount\n    }\n    quizStats {\n      level\n      ...PerformanceCard_stats\n      ...CategoryList_stats\n    }\n  }\n": types.QuizHomeDocument,
    "\n  query QuizQuestion($category: String!, $exclude: [ID!]) {\n    quizQuestion(category: $category, exclude: $exclude) {\n      id\n      category\n      question\n      options\n      difficulty\n      points\n    }\n  }\n": types.QuizQuestionDocument,
    "\n  mutation AnswerQuiz($input: QuizAnswerInput!) {\n    answerQuizQuestion(input: $input) {\n      questionId\n      isCorrect\n      correctAnswer\n      explanation\n      source\n      pointsEarned\n      stats {\n        level\n        ...PerformanceCard_stats\n        ...CategoryList_stats\n      }\n    }\n  }\n": types.AnswerQuizDocument,
    "\n  fragment SeatCard_holder on Official {\n    id\n    fullName\n    party\n    partyColor\n    sourceUrl\n    asOf\n    isVerified\n  }\n": types.SeatCard_HolderFragmentDoc,
    "\n  query Representatives($pollingUnit: String!) {\n    representatives(pollingUnit: $pollingUnit) {\n      pollingUnit {\n        ...PollingUnitPlaces\n      }\n      senatorialDistrict {\n        id\n        displayName\n      }\n      federalConstituency {\n        id\n        displayName\n      }\n      seats {\n        office\n        seatName\n        holder {\n          id\n          ...SeatCard_holder\n        }\n      }\n      notes\n    }\n  }\n": types.RepresentativesDocument,
    "\n  query Official($id: ID!) {\n    official(id: $id) {\n      id\n      fullName\n      title\n      seatName\n      party\n      partyColor\n      sourceUrl\n      asOf\n      isActive\n      isVerified\n      office\n      electedOn\n      termStart\n      termEnd\n      note\n      followersCount\n      viewerFollows\n      linkedAccount {\n        id\n        displayName\n        handle\n      }\n      state {\n        code\n        displayName\n      }\n      senatorialDistrict {\n        id\n        displayName\n        lgas {\n          fullCode\n          displayName\n        }\n      }\n      federalConstituency {\n        id\n        displayName\n        lgas {\n          fullCode\n          displayName\n        }\n      }\n      extent {\n        south\n        west\n        north\n        east\n        wardsPlaced\n        wardsTotal\n      }\n      changes {\n        action\n        reason\n        at\n      }\n    }\n  }\n": types.OfficialDocument,
    "\n  mutation FollowOfficial($officialId: ID!) {\n    followOfficial(officialId: $officialId) {\n      id\n      followersCount\n      viewerFollows\n    }\n  }\n": types.FollowOfficialDocument,
    "\n  mutation UnfollowOfficial($officialId: ID!) {\n    unfollowOfficial(officialId: $officialId) {\n      id\n      followersCount\n      viewerFollows\n    }\n  }\n": types.UnfollowOfficialDocument,
    "\n  mutation CorrectOfficial($input: CorrectOfficialInput!) {\n    correctOfficial(input: $input) {\n      id\n    }\n  }\n": types.CorrectOfficialDocument,
    "\n  mutation EndOfficialTerm($id: ID!, $termEnd: String, $reason: String!) {\n    endOfficialTerm(id: $id, termEnd: $termEnd, reason: $reason) {\n      id\n    }\n  }\n": types.EndOfficialTermDocument,
    "\n  mutation LinkOfficialAccount($id: ID!, $account: String!, $reason: String!) {\n    linkOfficialAccount(id: $id, account: $account, reason: $reason) {\n      id\n    }\n  }\n": types.LinkOfficialAccountDocument,
    "\n  mutation UnlinkOfficialAccount($id: ID!, $reason: String!) {\n    unlinkOfficialAccount(id: $id, reason: $reason) {\n      id\n    }\n  }\n": types.UnlinkOfficialAccountDocument,
    "\n  mutation AddOfficial($input: AddOfficialInput!) {\n    addOfficial(input: $input) {\n      id\n    }\n  }\n": types.AddOfficialDocument,
    "\n  fragment DrillDown_area on AreaResult {\n    code\n    level\n    name\n    status\n    reportingUnits\n    totalPollingUnits\n    uploadProgress\n    reportingLGAs\n    totalLGAs\n    registeredVoters\n    accreditedVoters\n    validVotes\n    voterTurnout\n    leadingParty\n    lastUpdated\n    results {\n      party\n      partyName\n      candidate\n      color\n      votes\n      percentage\n    }\n  }\n": types.DrillDown_AreaFragmentDoc,
    "\n  query ResultsArea($electionId: ID!, $code: String!) {\n    resultsArea(electionId: $electionId, code: $code) {\n      area {\n        ...DrillDown_area\n      }\n      children {\n        ...DrillDown_area\n      }\n      pollingUnits {\n        puCode\n        name\n        verified\n        current {\n          id\n          registered\n          accredited\n          rejected\n          validVotes\n          uploadedAt\n          sheetUrl\n          source\n          results {\n            party\n            votes\n            color\n            percentage\n          }\n        }\n      }\n    }\n  }\n": types.ResultsAreaDocument,
    "\n  fragment SummaryBanner_summary on ElectionSummary {\n    election {\n      id\n      name\n      description\n      status\n      source\n      sourceNote\n      replayClock\n    }\n  }\n": types.SummaryBanner_SummaryFragmentDoc,
    "\n  fragment StatCards_summary on ElectionSummary {\n    resultsUploaded\n    resultsVerified\n    totalPollingUnits\n    uploadProgress\n    totalValidVotes\n    voterTurnout\n    leadingParty\n    lastUpdated\n    election {\n      id\n      source\n    }\n  }\n": types.StatCards_SummaryFragmentDoc,
    "\n  fragment StateGrid_state on AreaResult {\n    code\n    name\n    uploadProgress\n    # The leader here, the top three on the card (StateCard_state asks the same): 3 of up to 18\n    # parties per state, in the page, the cache and every push on election night.\n    results(first: 3) {\n      party\n      color\n    }\n  }\n": types.StateGrid_StateFragmentDoc,
    "\n  fragment StateCard_state on AreaResult {\n    code\n    name\n    status\n    reportingUnits\n    totalPollingUnits\n    reportingLGAs\n    totalLGAs\n    voterTurnout\n    results(first: 3) {\n      party\n      candidate\n      color\n      votes\n      percentage\n    }\n  }\n": types.StateCard_StateFragmentDoc,
    "\n  fragment PartyCard_party on PartyAnalysis {\n    party\n    partyName\n    candidate\n    color\n    totalVotes\n    percentage\n    statesWon\n    strongholds\n  }\n": types.PartyCard_PartyFragmentDoc,
    "\n  fragment useResultsPortal_summary on ElectionSummary {\n    electionType\n    registeredVoters\n    election {\n      id\n      type\n      date\n      source\n    }\n    activeElections {\n      id\n      type\n      name\n      status\n      uploadProgress\n    }\n    ...SummaryBanner_summary\n    ...StatCards_summary\n  }\n": types.UseResultsPortal_SummaryFragmentDoc,
    "\n  fragment useResultsPortal_state on AreaResult {\n    code\n    name\n    level\n    registeredVoters\n    accreditedVoters\n    validVotes\n    leadingParty\n    lastUpdated\n    ...StateGrid_state\n    ...StateCard_state\n  }\n": types.UseResultsPortal_StateFragmentDoc,
    "\n  fragment useResultsPortal_party on PartyAnalysis {\n    party\n    candidate\n    color\n    totalVotes\n    percentage\n    ...PartyCard_party\n  }\n": types.UseResultsPortal_PartyFragmentDoc,
    "\n  query ResultsPortal($type: ElectionType, $electionId: ID) {\n    elections {\n      id\n      type\n      name\n      status\n      source\n      date\n    }\n    electionSummary(type: $type, electionId: $electionId) {\n      ...useResultsPortal_summary\n    }\n    stateResults(type: $type, electionId: $electionId) {\n      ...useResultsPortal_state\n    }\n    partyAnalysis(type: $type, electionId: $electionId) {\n      ...useResultsPortal_party\n    }\n    liveUpdates(type: $type, electionId: $electionId, first: 5) {\n      id\n      type\n      message\n      timestamp\n    }\n  }\n": types.ResultsPortalDocument,
    "\n  subscription ResultsUpdated($electionId: ID!) {\n    resultsUpdated(electionId: $electionId) {\n      electionId\n      summary {\n        ...useResultsPortal_summary\n      }\n      states {\n        ...useResultsPortal_state\n      }\n      partyAnalysis {\n        ...useResultsPortal_party\n      }\n    }\n  }\n": types.ResultsUpdatedDocument,
    "\n  subscription LiveUpdatesPushed($electionId: ID!) {\n    liveUpdates(electionId: $electionId) {\n      id\n      type\n      message\n      timestamp\n    }\n  }\n": types.LiveUpdatesPushedDocument,
    "\n  fragment CollectedFigures_register on VoterRegisterImport {\n    id\n    rowCount\n    pvcCollectedCount\n    importedAt\n  }\n": types.CollectedFigures_RegisterFragmentDoc,
    "\n  fragment VoterLookupForm_register on VoterRegisterImport {\n    id\n    rowCount\n    importedAt\n  }\n": types.VoterLookupForm_RegisterFragmentDoc,
    "\n  query VoterRegister {\n    voterRegister {\n      registerName\n      totalRegisteredVoters\n      totalPollingUnits\n      totalNewRegistrations\n      newRegistrationsAsOf\n      totalPVCsCollected\n      ongoingCVR\n      registrationPortalUrl\n      nextElections {\n        type\n        date\n      }\n      sources {\n        label\n        source\n        url\n      }\n      importedRegister {\n        id\n        ...VoterLookupForm_register\n      }\n    }\n  }\n": types.VoterRegisterDocument,
    "\n  query CollectVoterData {\n    collectVoterData {\n      totalPollingUnits\n      totalWards\n      totalLgas\n      totalStates\n      totalRegisteredVoters\n      totalNewRegistrations\n      totalPVCsCollected\n      collectedAt\n      elections {\n        name\n        date\n        registered\n        accredited\n        validVotes\n      }\n      importedRegister {\n        id\n        ...CollectedFigures_register\n      }\n    }\n  }\n": types.CollectVoterDataDocument,
    "\n  query ValidatePollingUnit($state: String!, $lga: String!, $ward: String!, $pollingUnit: String!) {\n    validatePollingUnit(state: $state, lga: $lga, ward: $ward, pollingUnit: $pollingUnit) {\n      valid\n      reason\n      pollingUnit {\n        puCode\n        displayName\n      }\n      ward {\n        fullCode\n        displayName\n      }\n      lga {\n        fullCode\n        displayName\n      }\n    }\n  }\n": types.ValidatePollingUnitDocument,
    "\n  query Wallet {\n    wallet {\n      balance\n      totalEarnings\n      inEscrow\n      pendingWithdrawals\n      mode\n      history(first: 10) {\n        edges {\n          node {\n            id\n            kind\n            amount\n            counterpartyName\n            memo\n            createdAt\n          }\n        }\n      }\n    }\n  }\n": types.WalletDocument,
    "\n  query WalletBalance {\n    wallet {\n      balance\n      mode\n    }\n  }\n": types.WalletBalanceDocument,
    "\n  query BankSettings {\n    me {\n      id\n      bankName\n      bankCode\n      accountNumber\n      accountName\n      autoWithdrawal\n      minimumWithdrawalAmount\n    }\n  }\n": types.BankSettingsDocument,
    "\n  query Banks {\n    banks {\n      name\n      code\n    }\n  }\n": types.BanksDocument,
    "\n  query Withdrawals {\n    withdrawals(first: 5) {\n      edges {\n        node {\n          id\n          amount\n          status\n          failureReason\n          narration\n          createdAt\n        }\n      }\n    }\n  }\n": types.WithdrawalsDocument,
    "\n  mutation StartTopUp($amount: SafeInt!, $idempotencyKey: String) {\n    startTopUp(amount: $amount, idempotencyKey: $idempotencyKey) {\n      reference\n      authorizationUrl\n    }\n  }\n": types.StartTopUpDocument,
    "\n  mutation ConfirmPayment($reference: String!) {\n    confirmPayment(reference: $reference) {\n      balance\n      payment {\n        reference\n        purpose\n        amount\n        status\n      }\n    }\n  }\n": types.ConfirmPaymentDocument,
    "\n  mutation CompleteSandboxPayment($reference: String!, $pay: Boolean!) {\n    completeSandboxPayment(reference: $reference, pay: $pay) {\n      reference\n      status\n    }\n  }\n": types.CompleteSandboxPaymentDocument,
    "\n  mutation VerifyBankAccount($accountNumber: String!, $bankCode: String!) {\n    verifyBankAccount(accountNumber: $accountNumber, bankCode: $bankCode) {\n      accountName\n      accountNumber\n      bankCode\n      bankName\n    }\n  }\n": types.VerifyBankAccountDocument,
    "\n  mutation SaveBankAccount($accountNumber: String!, $bankCode: String!) {\n    saveBankAccount(accountNumber: $accountNumber, bankCode: $bankCode) {\n      id\n      bankName\n      bankCode\n      accountNumber\n      accountName\n    }\n  }\n": types.SaveBankAccountDocument,
    "\n  mutation SetAutoWithdrawal($autoWithdrawal: Boolean!, $minimumWithdrawalAmount: SafeInt!) {\n    setAutoWithdrawal(autoWithdrawal: $autoWithdrawal, minimumWithdrawalAmount: $minimumWithdrawalAmount) {\n      id\n      autoWithdrawal\n      minimumWithdrawalAmount\n    }\n  }\n": types.SetAutoWithdrawalDocument,
    "\n  mutation Withdraw($amount: SafeInt!, $narration: String, $idempotencyKey: String) {\n    withdraw(amount: $amount, narration: $narration, idempotencyKey: $idempotencyKey) {\n      id\n      amount\n      status\n      failureReason\n    }\n  }\n": types.WithdrawDocument,
    "\n  mutation Donate($recipientId: ID!, $amount: SafeInt!, $payWith: DonationSource!, $idempotencyKey: String) {\n    donate(recipientId: $recipientId, amount: $amount, payWith: $payWith, idempotencyKey: $idempotencyKey) {\n      paidFrom\n      amount\n      payment {\n        reference\n        authorizationUrl\n      }\n    }\n  }\n": types.DonateDocument,
    "\n  mutation PromotePost($input: PromotePostInput!) {\n    promotePost(input: $input) {\n      id\n      budget\n      inEscrow\n      estimatedReach\n      endDate\n    }\n  }\n": types.PromotePostDocument,
    "\n  query Payment($reference: String!) {\n    payment(reference: $reference) {\n      reference\n      purpose\n      amount\n      status\n    }\n  }\n": types.PaymentDocument,
    "\n  query BankingSummary {\n    wallet {\n      balance\n      totalEarnings\n      pendingWithdrawals\n      mode\n    }\n    me {\n      id\n      bankName\n      accountNumber\n      accountName\n    }\n  }\n": types.BankingSummaryDocument,
    "\n  query Parties {\n    parties {\n      abbreviation\n      name\n    }\n  }\n": types.PartiesDocument,
    "\n  fragment AreaBrowser_area on WatchArea {\n    code\n    level\n    name\n    latitude\n    longitude\n    crowdUnits\n    verifiedUnits\n    flaggedUnits\n    incidents {\n      total\n      open\n      corroborated\n      verified\n    }\n  }\n": types.AreaBrowser_AreaFragmentDoc,
    "\n  fragment AreaBrowser_summary on WatchSummary {\n    trail {\n      code\n      name\n    }\n    area {\n      ...AreaBrowser_area\n    }\n    children {\n      ...AreaBrowser_area\n    }\n  }\n": types.AreaBrowser_SummaryFragmentDoc,
    "\n  query FlaggedUnits($place: String, $electionId: ID) {\n    flaggedUnits(place: $place, electionId: $electionId, first: 20) {\n      puCode\n      largestGap\n      officialSource\n      differences {\n        figure\n        label\n        gap\n      }\n      pollingUnit {\n        displayName\n        ward {\n          displayName\n        }\n      }\n    }\n  }\n": types.FlaggedUnitsDocument,
    "\n  fragment IncidentCard_incident on WatchIncident {\n    id\n    puCode\n    category\n    categoryLabel\n    description\n    occurredAt\n    reportedAt\n    photoUrl\n    status\n    confirmations\n    wardSupport\n    supportNeeded\n    reviewReason\n    synthetic\n    viewerIsReporter\n    viewerConfirmed\n    pollingUnit {\n      puCode\n      displayName\n      ward {\n        fullCode\n        displayName\n      }\n    }\n  }\n": types.IncidentCard_IncidentFragmentDoc,
    "\n  mutation ConfirmIncident($id: ID!) {\n    confirmIncident(id: $id) {\n      ...IncidentCard_incident\n    }\n  }\n": types.ConfirmIncidentDocument,
    "\n  mutation ReviewIncident($id: ID!, $decision: IncidentDecision!, $reason: String!) {\n    reviewIncident(id: $id, decision: $decision, reason: $reason) {\n      ...IncidentCard_incident\n      reviewedAt\n    }\n  }\n": types.ReviewIncidentDocument,
    "\n  query Incidents($electionId: ID, $place: String, $category: IncidentCategory, $status: IncidentStatus, $after: String) {\n    incidents(electionId: $electionId, place: $place, category: $category, status: $status, first: 20, after: $after) {\n      edges {\n        node {\n          id\n          ...IncidentCard_incident\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.IncidentsDocument,
    "\n  mutation ReportIncident($input: ReportIncidentInput!) {\n    reportIncident(input: $input) {\n      ...IncidentCard_incident\n    }\n  }\n": types.ReportIncidentDocument,
    "\n  query IncidentReviewQueue($after: String) {\n    incidentReviewQueue(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          ...IncidentCard_incident\n          reporter {\n            id\n            displayName\n            handle\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.IncidentReviewQueueDocument,
    "\n  fragment SheetDialog_watch on UnitWatch {\n    puCode\n    electionId\n    viewerReading {\n      ...WatchFiguresFields\n    }\n    pollingUnit {\n      puCode\n      displayName\n    }\n  }\n": types.SheetDialog_WatchFragmentDoc,
    "\n  mutation SubmitResultSheet($input: CrowdSheetInput!) {\n    submitResultSheet(input: $input) {\n      puCode\n      crowdStatus\n      ...UnitPanel_watch\n      ...OwnUnitSummary_watch\n    }\n  }\n": types.SubmitResultSheetDocument,
    "\n  fragment UnitPanel_watch on UnitWatch {\n    puCode\n    electionId\n    crowdStatus\n    submissions\n    agreeing\n    largestGap\n    officialSource\n    viewerCanSubmit\n    crowd {\n      ...WatchFiguresFields\n    }\n    official {\n      ...WatchFiguresFields\n    }\n    viewerReading {\n      ...WatchFiguresFields\n    }\n    readings {\n      submissions\n      viewerSubmitted\n      photoUrls\n      figures {\n        ...WatchFiguresFields\n      }\n    }\n    differences {\n      figure\n      label\n      gap\n      values {\n        source\n        value\n        submissions\n        sheetSource\n      }\n    }\n    incidents {\n      total\n      open\n      corroborated\n      verified\n    }\n    pollingUnit {\n      ...PollingUnitPlaces\n    }\n    ...SheetDialog_watch\n  }\n": types.UnitPanel_WatchFragmentDoc,
    "\n  fragment OwnUnitSummary_watch on UnitWatch {\n    puCode\n    crowdStatus\n    incidents {\n      total\n    }\n    pollingUnit {\n      puCode\n      displayName\n    }\n  }\n": types.OwnUnitSummary_WatchFragmentDoc,
    "\n  query UnitWatch($pollingUnit: String!, $electionId: ID) {\n    unitWatch(pollingUnit: $pollingUnit, electionId: $electionId) {\n      puCode\n      ...UnitPanel_watch\n      ...OwnUnitSummary_watch\n    }\n  }\n": types.UnitWatchDocument,
    "\n  query WatchPage($place: String, $electionId: ID) {\n    me {\n      ...ViewerPowers\n      state\n      lga\n      ward\n      pollingUnit\n    }\n    electionSummary(electionId: $electionId) {\n      election {\n        id\n        name\n        status\n        source\n        candidates {\n          party {\n            abbreviation\n          }\n        }\n      }\n    }\n    watchSummary(place: $place, electionId: $electionId) {\n      electionId\n      area {\n        name\n      }\n      ...AreaBrowser_summary\n    }\n  }\n": types.WatchPageDocument,
    "\n  subscription WatchUpdated($place: String, $electionId: ID) {\n    watchUpdated(place: $place, electionId: $electionId) {\n      electionId\n      area {\n        name\n      }\n      ...AreaBrowser_summary\n    }\n  }\n": types.WatchUpdatedDocument,
    "\n  fragment WatchFiguresFields on WatchFigures {\n    registered\n    accredited\n    rejected\n    totalValid\n    votes {\n      party\n      votes\n    }\n  }\n": types.WatchFiguresFieldsFragmentDoc,
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
export function graphql(source: "\n  fragment UserMenu_viewer on User {\n    id\n    displayName\n    firstName\n    handle\n    avatarUrl\n  }\n"): (typeof documents)["\n  fragment UserMenu_viewer on User {\n    id\n    displayName\n    firstName\n    handle\n    avatarUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      email\n      lastName\n      createdAt\n      ...UserMenu_viewer\n      ...Composer_viewer\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      email\n      lastName\n      createdAt\n      ...UserMenu_viewer\n      ...Composer_viewer\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment ViewerPowers on User {\n    id\n    role\n    isAdmin\n    isSuperAdmin\n  }\n"): (typeof documents)["\n  fragment ViewerPowers on User {\n    id\n    role\n    isAdmin\n    isSuperAdmin\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerPowers {\n    me {\n      ...ViewerPowers\n    }\n  }\n"): (typeof documents)["\n  query ViewerPowers {\n    me {\n      ...ViewerPowers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    me {\n      id\n      email\n      lastName\n      createdAt\n      ...UserMenu_viewer\n      ...Composer_viewer\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    me {\n      id\n      email\n      lastName\n      createdAt\n      ...UserMenu_viewer\n      ...Composer_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CivicDashboard {\n    civicDashboard {\n      totalPoints\n      level\n      rank\n      nextLevelPoints\n      completedActivities\n      currentStreak\n      longestStreak\n      activities {\n        id\n        type\n        title\n        description\n        points\n        progress\n        maxProgress\n        deadline\n        completed\n      }\n      achievements {\n        id\n        title\n        description\n        icon\n        points\n        unlocked\n        unlockedAt\n      }\n      recentActivity {\n        id\n        kind\n        title\n        points\n        createdAt\n      }\n    }\n    me {\n      id\n      ward\n      location {\n        ward {\n          displayName\n        }\n        lga {\n          displayName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CivicDashboard {\n    civicDashboard {\n      totalPoints\n      level\n      rank\n      nextLevelPoints\n      completedActivities\n      currentStreak\n      longestStreak\n      activities {\n        id\n        type\n        title\n        description\n        points\n        progress\n        maxProgress\n        deadline\n        completed\n      }\n      achievements {\n        id\n        title\n        description\n        icon\n        points\n        unlocked\n        unlockedAt\n      }\n      recentActivity {\n        id\n        kind\n        title\n        points\n        createdAt\n      }\n    }\n    me {\n      id\n      ward\n      location {\n        ward {\n          displayName\n        }\n        lga {\n          displayName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocalEvents {\n    upcomingEvents(first: 3) {\n      edges {\n        node {\n          id\n          title\n          location\n          dateTime\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LocalEvents {\n    upcomingEvents(first: 3) {\n      edges {\n        node {\n          id\n          title\n          location\n          dateTime\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicApi {\n    publicApi {\n      introspection\n      liveTickMs\n      anonymousRequestsPerMinute\n      anonymousSocketsPerAddress\n      maxDepth\n      maxAliases\n      maxCost\n      cacheSeconds {\n        liveResults\n        lists\n        geography\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicApi {\n    publicApi {\n      introspection\n      liveTickMs\n      anonymousRequestsPerMinute\n      anonymousSocketsPerAddress\n      maxDepth\n      maxAliases\n      maxCost\n      cacheSeconds {\n        liveResults\n        lists\n        geography\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWardEvent($input: CreateWardEventInput!) {\n    createWardEvent(input: $input) {\n      id\n      ...EventRow_event\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWardEvent($input: CreateWardEventInput!) {\n    createWardEvent(input: $input) {\n      id\n      ...EventRow_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventRow_event on WardEvent {\n    id\n    title\n    description\n    location\n    dateTime\n    createdBy {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  fragment EventRow_event on WardEvent {\n    id\n    title\n    description\n    location\n    dateTime\n    createdBy {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyWard {\n    me {\n      id\n      isAdmin\n      location {\n        ward {\n          fullCode\n          displayName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyWard {\n    me {\n      id\n      isAdmin\n      location {\n        ward {\n          fullCode\n          displayName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWardEvent($id: ID!) {\n    deleteWardEvent(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWardEvent($id: ID!) {\n    deleteWardEvent(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpcomingEvents($first: Int!) {\n    upcomingEvents(first: $first) {\n      edges {\n        node {\n          id\n          createdBy {\n            id\n          }\n          ...EventRow_event\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query UpcomingEvents($first: Int!) {\n    upcomingEvents(first: $first) {\n      edges {\n        node {\n          id\n          createdBy {\n            id\n          }\n          ...EventRow_event\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query PollingUnitDetails($code: String!) {\n    pollingUnit(code: $code) {\n      puCode\n      displayName\n      latitude\n      longitude\n      senatorialDistrict {\n        id\n        displayName\n      }\n      federalConstituency {\n        id\n        displayName\n      }\n      ward {\n        fullCode\n        displayName\n      }\n      lga {\n        fullCode\n        displayName\n      }\n      state {\n        code\n        displayName\n        registeredVoters2023\n      }\n    }\n  }\n"): (typeof documents)["\n  query PollingUnitDetails($code: String!) {\n    pollingUnit(code: $code) {\n      puCode\n      displayName\n      latitude\n      longitude\n      senatorialDistrict {\n        id\n        displayName\n      }\n      federalConstituency {\n        id\n        displayName\n      }\n      ward {\n        fullCode\n        displayName\n      }\n      lga {\n        fullCode\n        displayName\n      }\n      state {\n        code\n        displayName\n        registeredVoters2023\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PollingUnitPlaces on PollingUnit {\n    puCode\n    displayName\n    ward {\n      fullCode\n      displayName\n    }\n    lga {\n      fullCode\n      displayName\n    }\n    state {\n      code\n      displayName\n    }\n  }\n"): (typeof documents)["\n  fragment PollingUnitPlaces on PollingUnit {\n    puCode\n    displayName\n    ward {\n      fullCode\n      displayName\n    }\n    lga {\n      fullCode\n      displayName\n    }\n    state {\n      code\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLocation {\n    me {\n      id\n      state\n      lga\n      ward\n      pollingUnit\n    }\n  }\n"): (typeof documents)["\n  query MyLocation {\n    me {\n      id\n      state\n      lga\n      ward\n      pollingUnit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConversationItem_conversation on Conversation {\n    id\n    lastMessageAt\n    unreadCount\n    otherParticipant {\n      id\n      displayName\n      avatarUrl\n    }\n    lastMessage {\n      id\n      content\n      senderId\n    }\n  }\n"): (typeof documents)["\n  fragment ConversationItem_conversation on Conversation {\n    id\n    lastMessageAt\n    unreadCount\n    otherParticipant {\n      id\n      displayName\n      avatarUrl\n    }\n    lastMessage {\n      id\n      content\n      senderId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartConversation($userId: ID!) {\n    startConversation(userId: $userId) {\n      id\n      ...ConversationItem_conversation\n      ...Thread_conversation\n    }\n  }\n"): (typeof documents)["\n  mutation StartConversation($userId: ID!) {\n    startConversation(userId: $userId) {\n      id\n      ...ConversationItem_conversation\n      ...Thread_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Conversation($id: ID!) {\n    conversation(id: $id) {\n      id\n      ...ConversationItem_conversation\n      ...Thread_conversation\n    }\n  }\n"): (typeof documents)["\n  query Conversation($id: ID!) {\n    conversation(id: $id) {\n      id\n      ...ConversationItem_conversation\n      ...Thread_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Bubble_message on Message {\n    id\n    content\n    createdAt\n  }\n"): (typeof documents)["\n  fragment Bubble_message on Message {\n    id\n    content\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Thread_message on Message {\n    id\n    conversationId\n    senderId\n    createdAt\n    isRead\n    ...Bubble_message\n  }\n"): (typeof documents)["\n  fragment Thread_message on Message {\n    id\n    conversationId\n    senderId\n    createdAt\n    isRead\n    ...Bubble_message\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Thread_conversation on Conversation {\n    id\n    otherParticipant {\n      id\n      displayName\n      handle\n      avatarUrl\n    }\n  }\n"): (typeof documents)["\n  fragment Thread_conversation on Conversation {\n    id\n    otherParticipant {\n      id\n      displayName\n      handle\n      avatarUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Messages($conversationId: ID!, $first: Int!, $after: String) {\n    messages(conversationId: $conversationId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...Thread_message\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Messages($conversationId: ID!, $first: Int!, $after: String) {\n    messages(conversationId: $conversationId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...Thread_message\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MessageAdded($conversationId: ID!) {\n    messageAdded(conversationId: $conversationId) {\n      ...Thread_message\n    }\n  }\n"): (typeof documents)["\n  subscription MessageAdded($conversationId: ID!) {\n    messageAdded(conversationId: $conversationId) {\n      ...Thread_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Conversations($first: Int!, $after: String) {\n    conversations(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...ConversationItem_conversation\n          ...Thread_conversation\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Conversations($first: Int!, $after: String) {\n    conversations(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...ConversationItem_conversation\n          ...Thread_conversation\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMessage($conversationId: ID!, $content: String!, $idempotencyKey: String) {\n    sendMessage(conversationId: $conversationId, content: $content, idempotencyKey: $idempotencyKey) {\n      ...Thread_message\n    }\n  }\n"): (typeof documents)["\n  mutation SendMessage($conversationId: ID!, $content: String!, $idempotencyKey: String) {\n    sendMessage(conversationId: $conversationId, content: $content, idempotencyKey: $idempotencyKey) {\n      ...Thread_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkConversationRead($conversationId: ID!) {\n    markConversationRead(conversationId: $conversationId)\n  }\n"): (typeof documents)["\n  mutation MarkConversationRead($conversationId: ID!) {\n    markConversationRead(conversationId: $conversationId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MessagesRead($conversationId: ID!) {\n    messagesRead(conversationId: $conversationId) {\n      conversationId\n      readerId\n    }\n  }\n"): (typeof documents)["\n  subscription MessagesRead($conversationId: ID!) {\n    messagesRead(conversationId: $conversationId) {\n      conversationId\n      readerId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Moderate($input: ModerateInput!) {\n    moderate(input: $input) {\n      id\n      ...LogRow_action\n    }\n  }\n"): (typeof documents)["\n  mutation Moderate($input: ModerateInput!) {\n    moderate(input: $input) {\n      id\n      ...LogRow_action\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LogRow_action on ModerationAction {\n    id\n    action\n    contentType\n    contentId\n    reason\n    duration\n    isActive\n    isReversible\n    createdAt\n    expiresAt\n    reversedAt\n    reversalReason\n    contentPreview\n    postId\n    grantedRole\n    moderator {\n      id\n      displayName\n    }\n    reversedBy {\n      id\n      displayName\n    }\n    targetUser {\n      id\n      displayName\n      handle\n    }\n  }\n"): (typeof documents)["\n  fragment LogRow_action on ModerationAction {\n    id\n    action\n    contentType\n    contentId\n    reason\n    duration\n    isActive\n    isReversible\n    createdAt\n    expiresAt\n    reversedAt\n    reversalReason\n    contentPreview\n    postId\n    grantedRole\n    moderator {\n      id\n      displayName\n    }\n    reversedBy {\n      id\n      displayName\n    }\n    targetUser {\n      id\n      displayName\n      handle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReverseModeration($id: ID!, $reason: String!) {\n    reverseModerationAction(id: $id, reason: $reason) {\n      id\n      ...LogRow_action\n    }\n  }\n"): (typeof documents)["\n  mutation ReverseModeration($id: ID!, $reason: String!) {\n    reverseModerationAction(id: $id, reason: $reason) {\n      id\n      ...LogRow_action\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportReasons {\n    reportReasons {\n      value\n      label\n    }\n  }\n"): (typeof documents)["\n  query ReportReasons {\n    reportReasons {\n      value\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportContent($input: ReportInput!) {\n    reportContent(input: $input)\n  }\n"): (typeof documents)["\n  mutation ReportContent($input: ReportInput!) {\n    reportContent(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportGroupCard_group on ReportGroup {\n    id\n    contentType\n    contentId\n    reportsCount\n    latestReportAt\n    reasons {\n      reason\n      label\n      count\n    }\n    reports {\n      id\n      reasonLabel\n      description\n      createdAt\n      reporter {\n        id\n        displayName\n        handle\n      }\n    }\n    content {\n      id\n      text\n      imageUrl\n      createdAt\n      context\n      postId\n      isModerated\n      isRemoved\n      isDeleted\n      moderationReason\n      author {\n        id\n        displayName\n        handle\n        avatarUrl\n        isAdmin\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ReportGroupCard_group on ReportGroup {\n    id\n    contentType\n    contentId\n    reportsCount\n    latestReportAt\n    reasons {\n      reason\n      label\n      count\n    }\n    reports {\n      id\n      reasonLabel\n      description\n      createdAt\n      reporter {\n        id\n        displayName\n        handle\n      }\n    }\n    content {\n      id\n      text\n      imageUrl\n      createdAt\n      context\n      postId\n      isModerated\n      isRemoved\n      isDeleted\n      moderationReason\n      author {\n        id\n        displayName\n        handle\n        avatarUrl\n        isAdmin\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationQueue($order: QueueOrder, $after: String) {\n    moderationQueue(order: $order, first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...ReportGroupCard_group\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ModerationQueue($order: QueueOrder, $after: String) {\n    moderationQueue(order: $order, first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...ReportGroupCard_group\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationLog($after: String) {\n    moderationLog(first: 30, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...LogRow_action\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ModerationLog($after: String) {\n    moderationLog(first: 30, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...LogRow_action\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyReports($after: String) {\n    myReports(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          contentType\n          contentId\n          reasonLabel\n          description\n          outcome\n          summary\n          contentPreview\n          createdAt\n          reviewedAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyReports($after: String) {\n    myReports(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          contentType\n          contentId\n          reasonLabel\n          description\n          outcome\n          summary\n          contentPreview\n          createdAt\n          reviewedAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyStanding {\n    myStanding(first: 50) {\n      suspendedUntil\n      actions {\n        edges {\n          node {\n            id\n            action\n            contentType\n            reason\n            isActive\n            createdAt\n            expiresAt\n            contentPreview\n            postId\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyStanding {\n    myStanding(first: 50) {\n      suspendedUntil\n      actions {\n        edges {\n          node {\n            id\n            action\n            contentType\n            reason\n            isActive\n            createdAt\n            expiresAt\n            contentPreview\n            postId\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Administrators {\n    administrators {\n      id\n      displayName\n      handle\n      avatarUrl\n      role\n    }\n  }\n"): (typeof documents)["\n  query Administrators {\n    administrators {\n      id\n      displayName\n      handle\n      avatarUrl\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberForRole($handle: String!) {\n    memberByHandle(handle: $handle) {\n      id\n      displayName\n      handle\n      avatarUrl\n      role\n    }\n  }\n"): (typeof documents)["\n  query MemberForRole($handle: String!) {\n    memberByHandle(handle: $handle) {\n      id\n      displayName\n      handle\n      avatarUrl\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRole($userId: ID!, $role: Role!, $reason: String) {\n    setRole(userId: $userId, role: $role, reason: $reason) {\n      id\n      role\n      isAdmin\n      isSuperAdmin\n    }\n  }\n"): (typeof documents)["\n  mutation SetRole($userId: ID!, $role: Role!, $reason: String) {\n    setRole(userId: $userId, role: $role, reason: $reason) {\n      id\n      role\n      isAdmin\n      isSuperAdmin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsStory_story on NewsItem {\n    id\n    title\n    description\n    source\n    url\n    urlToImage\n    publishedAt\n    isDemo\n  }\n"): (typeof documents)["\n  fragment NewsStory_story on NewsItem {\n    id\n    title\n    description\n    source\n    url\n    urlToImage\n    publishedAt\n    isDemo\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WhatsHappeningCard_story on NewsItem {\n    id\n    title\n    source\n    url\n    publishedAt\n    isDemo\n  }\n"): (typeof documents)["\n  fragment WhatsHappeningCard_story on NewsItem {\n    id\n    title\n    source\n    url\n    publishedAt\n    isDemo\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query News($first: Int!, $after: String) {\n    news(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          isDemo\n          ...NewsStory_story\n          ...WhatsHappeningCard_story\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query News($first: Int!, $after: String) {\n    news(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          isDemo\n          ...NewsStory_story\n          ...WhatsHappeningCard_story\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationRow_notification on Notification {\n    id\n    type\n    message\n    read\n    createdAt\n    contentType\n    contentId\n    postId\n    fromUser {\n      id\n      displayName\n      avatarUrl\n    }\n  }\n"): (typeof documents)["\n  fragment NotificationRow_notification on Notification {\n    id\n    type\n    message\n    read\n    createdAt\n    contentType\n    contentId\n    postId\n    fromUser {\n      id\n      displayName\n      avatarUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadCounts {\n    unreadCounts {\n      notifications\n      messages\n    }\n  }\n"): (typeof documents)["\n  query UnreadCounts {\n    unreadCounts {\n      notifications\n      messages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription UnreadCountsChanged {\n    unreadCountsChanged {\n      notifications\n      messages\n    }\n  }\n"): (typeof documents)["\n  subscription UnreadCountsChanged {\n    unreadCountsChanged {\n      notifications\n      messages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($first: Int!, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          read\n          ...NotificationRow_notification\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Notifications($first: Int!, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          read\n          ...NotificationRow_notification\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      ...NotificationRow_notification\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      ...NotificationRow_notification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebPushKey {\n    webPushKey\n  }\n"): (typeof documents)["\n  query WebPushKey {\n    webPushKey\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebPushSubscribed($endpoint: String!) {\n    webPushSubscribed(endpoint: $endpoint)\n  }\n"): (typeof documents)["\n  query WebPushSubscribed($endpoint: String!) {\n    webPushSubscribed(endpoint: $endpoint)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeWebPush($subscription: WebPushSubscriptionInput!) {\n    subscribeWebPush(subscription: $subscription)\n  }\n"): (typeof documents)["\n  mutation SubscribeWebPush($subscription: WebPushSubscriptionInput!) {\n    subscribeWebPush(subscription: $subscription)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribeWebPush($endpoint: String!) {\n    unsubscribeWebPush(endpoint: $endpoint)\n  }\n"): (typeof documents)["\n  mutation UnsubscribeWebPush($endpoint: String!) {\n    unsubscribeWebPush(endpoint: $endpoint)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushTopics {\n    pushTopics {\n      topic\n      enabled\n    }\n  }\n"): (typeof documents)["\n  query PushTopics {\n    pushTopics {\n      topic\n      enabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPushTopic($topic: PushTopic!, $enabled: Boolean!) {\n    setPushTopic(topic: $topic, enabled: $enabled) {\n      topic\n      enabled\n    }\n  }\n"): (typeof documents)["\n  mutation SetPushTopic($topic: PushTopic!, $enabled: Boolean!) {\n    setPushTopic(topic: $topic, enabled: $enabled) {\n      topic\n      enabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeftSidebar_state on OnboardingState {\n    quickStartSteps {\n      id\n      done\n    }\n    ...QuickStart_state\n  }\n"): (typeof documents)["\n  fragment LeftSidebar_state on OnboardingState {\n    quickStartSteps {\n      id\n      done\n    }\n    ...QuickStart_state\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OnboardingModal_state on OnboardingState {\n    showOnboarding\n  }\n"): (typeof documents)["\n  fragment OnboardingModal_state on OnboardingState {\n    showOnboarding\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteOnboarding {\n    completeOnboarding {\n      ...OnboardingModal_state\n      ...LeftSidebar_state\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteOnboarding {\n    completeOnboarding {\n      ...OnboardingModal_state\n      ...LeftSidebar_state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuickStart_state on OnboardingState {\n    quickStartHidden\n    quickStartSteps {\n      id\n      title\n      description\n      done\n    }\n  }\n"): (typeof documents)["\n  fragment QuickStart_state on OnboardingState {\n    quickStartHidden\n    quickStartSteps {\n      id\n      title\n      description\n      done\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HideQuickStart {\n    hideQuickStart {\n      ...OnboardingModal_state\n      ...LeftSidebar_state\n    }\n  }\n"): (typeof documents)["\n  mutation HideQuickStart {\n    hideQuickStart {\n      ...OnboardingModal_state\n      ...LeftSidebar_state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Onboarding {\n    onboarding {\n      ...OnboardingModal_state\n      ...LeftSidebar_state\n    }\n  }\n"): (typeof documents)["\n  query Onboarding {\n    onboarding {\n      ...OnboardingModal_state\n      ...LeftSidebar_state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CivicEngagement_profile on User {\n    id\n    civicLevel\n    civicPoints\n    postsCount\n    followersCount\n    followingCount\n  }\n"): (typeof documents)["\n  fragment CivicEngagement_profile on User {\n    id\n    civicLevel\n    civicPoints\n    postsCount\n    followersCount\n    followingCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchUsers($query: String!, $first: Int!) {\n    searchUsers(query: $query, first: $first) {\n      id\n      ...PersonRow_person\n      ...FollowButton_person\n    }\n  }\n"): (typeof documents)["\n  query SearchUsers($query: String!, $first: Int!) {\n    searchUsers(query: $query, first: $first) {\n      id\n      ...PersonRow_person\n      ...FollowButton_person\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConnectionsOwner($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n      handle\n      avatarUrl\n      isPrivateProfile\n      isFollowing\n      isFollowRequested\n      followersCount\n      followingCount\n      canSeeProfile\n    }\n  }\n"): (typeof documents)["\n  query ConnectionsOwner($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n      handle\n      avatarUrl\n      isPrivateProfile\n      isFollowing\n      isFollowRequested\n      followersCount\n      followingCount\n      canSeeProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConnectionList_people on UserConnection {\n    edges {\n      cursor\n      node {\n        id\n        ...PersonRow_person\n        ...FollowButton_person\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  fragment ConnectionList_people on UserConnection {\n    edges {\n      cursor\n      node {\n        id\n        ...PersonRow_person\n        ...FollowButton_person\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Followers($userId: ID!, $first: Int!, $after: String) {\n    people: followers(userId: $userId, first: $first, after: $after) {\n      ...ConnectionList_people\n    }\n  }\n"): (typeof documents)["\n  query Followers($userId: ID!, $first: Int!, $after: String) {\n    people: followers(userId: $userId, first: $first, after: $after) {\n      ...ConnectionList_people\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Following($userId: ID!, $first: Int!, $after: String) {\n    people: following(userId: $userId, first: $first, after: $after) {\n      ...ConnectionList_people\n    }\n  }\n"): (typeof documents)["\n  query Following($userId: ID!, $first: Int!, $after: String) {\n    people: following(userId: $userId, first: $first, after: $after) {\n      ...ConnectionList_people\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditProfileDialog_profile on User {\n    id\n    firstName\n    lastName\n    bio\n    interests\n    membershipType\n    partyAffiliation\n  }\n"): (typeof documents)["\n  fragment EditProfileDialog_profile on User {\n    id\n    firstName\n    lastName\n    bio\n    interests\n    membershipType\n    partyAffiliation\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FollowButton_person on User {\n    id\n    displayName\n    isPrivateProfile\n    isFollowing\n    isFollowRequested\n    followersCount\n  }\n"): (typeof documents)["\n  fragment FollowButton_person on User {\n    id\n    displayName\n    isPrivateProfile\n    isFollowing\n    isFollowRequested\n    followersCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonRow_person on User {\n    id\n    displayName\n    handle\n    avatarUrl\n  }\n"): (typeof documents)["\n  fragment PersonRow_person on User {\n    id\n    displayName\n    handle\n    avatarUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileHeader_profile on User {\n    id\n    displayName\n    handle\n    avatarUrl\n    isPrivateProfile\n    membershipType\n    partyAffiliation\n    showPartyAffiliation\n    bio\n    interests\n    official {\n      id\n      seatName\n    }\n    location {\n      ...ElectoralLocationNames\n    }\n    showPollingUnit\n    createdAt\n    followersCount\n    followingCount\n    canSeeProfile\n    ...FollowButton_person\n  }\n"): (typeof documents)["\n  fragment ProfileHeader_profile on User {\n    id\n    displayName\n    handle\n    avatarUrl\n    isPrivateProfile\n    membershipType\n    partyAffiliation\n    showPartyAffiliation\n    bio\n    interests\n    official {\n      id\n      seatName\n    }\n    location {\n      ...ElectoralLocationNames\n    }\n    showPollingUnit\n    createdAt\n    followersCount\n    followingCount\n    canSeeProfile\n    ...FollowButton_person\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n      firstName\n      occupation\n      membershipType\n      partyAffiliation\n      canSeeProfile\n      ...ProfileHeader_profile\n      ...CivicEngagement_profile\n      ...EditProfileDialog_profile\n    }\n  }\n"): (typeof documents)["\n  query Profile($id: ID!) {\n    user(id: $id) {\n      id\n      displayName\n      firstName\n      occupation\n      membershipType\n      partyAffiliation\n      canSeeProfile\n      ...ProfileHeader_profile\n      ...CivicEngagement_profile\n      ...EditProfileDialog_profile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Suggestions($first: Int!) {\n    suggestions(first: $first) {\n      matchType\n      user {\n        id\n        ...PersonRow_person\n        ...FollowButton_person\n      }\n    }\n  }\n"): (typeof documents)["\n  query Suggestions($first: Int!) {\n    suggestions(first: $first) {\n      matchType\n      user {\n        id\n        ...PersonRow_person\n        ...FollowButton_person\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Follow($userId: ID!, $idempotencyKey: String) {\n    follow(userId: $userId, idempotencyKey: $idempotencyKey) {\n      isFollowing\n      isRequested\n      followersCount\n    }\n  }\n"): (typeof documents)["\n  mutation Follow($userId: ID!, $idempotencyKey: String) {\n    follow(userId: $userId, idempotencyKey: $idempotencyKey) {\n      isFollowing\n      isRequested\n      followersCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Unfollow($userId: ID!, $idempotencyKey: String) {\n    unfollow(userId: $userId, idempotencyKey: $idempotencyKey) {\n      isFollowing\n      isRequested\n      followersCount\n    }\n  }\n"): (typeof documents)["\n  mutation Unfollow($userId: ID!, $idempotencyKey: String) {\n    unfollow(userId: $userId, idempotencyKey: $idempotencyKey) {\n      isFollowing\n      isRequested\n      followersCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnblockUser($userId: ID!) {\n    unblockUser(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation UnblockUser($userId: ID!) {\n    unblockUser(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberByHandle($handle: String!) {\n    memberByHandle(handle: $handle) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query MemberByHandle($handle: String!) {\n    memberByHandle(handle: $handle) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostActions_post on Post {\n    id\n    isLiked\n    likesCount\n    commentsCount\n    sharesCount\n    viewsCount\n    content\n    shareUrl\n  }\n"): (typeof documents)["\n  fragment PostActions_post on Post {\n    id\n    isLiked\n    likesCount\n    commentsCount\n    sharesCount\n    viewsCount\n    content\n    shareUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostHeader_post on Post {\n    id\n    createdAt\n    isEdited\n    author {\n      id\n      displayName\n      avatarUrl\n    }\n    location {\n      ward {\n        displayName\n      }\n      lga {\n        displayName\n      }\n      state {\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PostHeader_post on Post {\n    id\n    createdAt\n    isEdited\n    author {\n      id\n      displayName\n      avatarUrl\n    }\n    location {\n      ward {\n        displayName\n      }\n      lga {\n        displayName\n      }\n      state {\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostContent_post on Post {\n    id\n    content\n    isRepost\n    repostComment\n    imageUrl\n    videoUrl\n    videoThumbnail\n    videoDuration\n    shareUrl\n    author {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  fragment PostContent_post on Post {\n    id\n    content\n    isRepost\n    repostComment\n    imageUrl\n    videoUrl\n    videoThumbnail\n    videoDuration\n    shareUrl\n    author {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmbeddedPost_post on Post {\n    id\n    ...PostHeader_post\n    ...PostContent_post\n  }\n"): (typeof documents)["\n  fragment EmbeddedPost_post on Post {\n    id\n    ...PostHeader_post\n    ...PostContent_post\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostCard_post on Post {\n    id\n    isRepost\n    isPromoted\n    author {\n      id\n      displayName\n    }\n    originalPost {\n      id\n      ...EmbeddedPost_post\n    }\n    ...PostHeader_post\n    ...PostContent_post\n    ...PostActions_post\n    ...PostMenu_post\n  }\n"): (typeof documents)["\n  fragment PostCard_post on Post {\n    id\n    isRepost\n    isPromoted\n    author {\n      id\n      displayName\n    }\n    originalPost {\n      id\n      ...EmbeddedPost_post\n    }\n    ...PostHeader_post\n    ...PostContent_post\n    ...PostActions_post\n    ...PostMenu_post\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LinkPreview($url: String!) {\n    linkPreview(url: $url) {\n      title\n      description\n      image\n      siteName\n      domain\n    }\n  }\n"): (typeof documents)["\n  query LinkPreview($url: String!) {\n    linkPreview(url: $url) {\n      title\n      description\n      image\n      siteName\n      domain\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Post($id: ID!) {\n    post(id: $id) {\n      id\n      isModerated\n      moderationReason\n      author {\n        id\n        displayName\n      }\n      ...PostCard_post\n    }\n  }\n"): (typeof documents)["\n  query Post($id: ID!) {\n    post(id: $id) {\n      id\n      isModerated\n      moderationReason\n      author {\n        id\n        displayName\n      }\n      ...PostCard_post\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentItem_comment on Comment {\n    id\n    postId\n    parentCommentId\n    content\n    likesCount\n    isLiked\n    createdAt\n    author {\n      id\n      displayName\n      avatarUrl\n    }\n  }\n"): (typeof documents)["\n  fragment CommentItem_comment on Comment {\n    id\n    postId\n    parentCommentId\n    content\n    likesCount\n    isLiked\n    createdAt\n    author {\n      id\n      displayName\n      avatarUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Comments($postId: ID!, $after: String) {\n    comments(postId: $postId, first: 20, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...CommentItem_comment\n        replies {\n          id\n          ...CommentItem_comment\n          replies {\n            id\n            ...CommentItem_comment\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Comments($postId: ID!, $after: String) {\n    comments(postId: $postId, first: 20, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...CommentItem_comment\n        replies {\n          id\n          ...CommentItem_comment\n          replies {\n            id\n            ...CommentItem_comment\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateComment($input: CreateCommentInput!, $idempotencyKey: String) {\n    createComment(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      ...CommentItem_comment\n      replies {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateComment($input: CreateCommentInput!, $idempotencyKey: String) {\n    createComment(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      ...CommentItem_comment\n      replies {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikeComment($id: ID!, $idempotencyKey: String) {\n    likeComment(id: $id, idempotencyKey: $idempotencyKey) {\n      liked\n      likesCount\n    }\n  }\n"): (typeof documents)["\n  mutation LikeComment($id: ID!, $idempotencyKey: String) {\n    likeComment(id: $id, idempotencyKey: $idempotencyKey) {\n      liked\n      likesCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlikeComment($id: ID!, $idempotencyKey: String) {\n    unlikeComment(id: $id, idempotencyKey: $idempotencyKey) {\n      liked\n      likesCount\n    }\n  }\n"): (typeof documents)["\n  mutation UnlikeComment($id: ID!, $idempotencyKey: String) {\n    unlikeComment(id: $id, idempotencyKey: $idempotencyKey) {\n      liked\n      likesCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Composer_viewer on User {\n    id\n    displayName\n    avatarUrl\n  }\n"): (typeof documents)["\n  fragment Composer_viewer on User {\n    id\n    displayName\n    avatarUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlockReasons {\n    blockReasons\n  }\n"): (typeof documents)["\n  query BlockReasons {\n    blockReasons\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlockUser($userId: ID!, $reason: String) {\n    blockUser(userId: $userId, reason: $reason)\n  }\n"): (typeof documents)["\n  mutation BlockUser($userId: ID!, $reason: String) {\n    blockUser(userId: $userId, reason: $reason)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeletePost($id: ID!) {\n    adminDeletePost(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeletePost($id: ID!) {\n    adminDeletePost(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditPostDialog_post on Post {\n    id\n    content\n  }\n"): (typeof documents)["\n  fragment EditPostDialog_post on Post {\n    id\n    content\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditPost($id: ID!, $content: String!) {\n    editPost(id: $id, content: $content) {\n      id\n      content\n      isEdited\n    }\n  }\n"): (typeof documents)["\n  mutation EditPost($id: ID!, $content: String!) {\n    editPost(id: $id, content: $content) {\n      id\n      content\n      isEdited\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostMenu_post on Post {\n    id\n    isRepost\n    isPromoted\n    isBoostedToBlowing\n    author {\n      id\n      displayName\n      isFollowing\n    }\n    originalPost {\n      id\n    }\n    ...EditPostDialog_post\n    ...RepostDialog_post\n  }\n"): (typeof documents)["\n  fragment PostMenu_post on Post {\n    id\n    isRepost\n    isPromoted\n    isBoostedToBlowing\n    author {\n      id\n      displayName\n      isFollowing\n    }\n    originalPost {\n      id\n    }\n    ...EditPostDialog_post\n    ...RepostDialog_post\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoostPost($id: ID!) {\n    boostPost(id: $id) {\n      id\n      isBoostedToBlowing\n    }\n  }\n"): (typeof documents)["\n  mutation BoostPost($id: ID!) {\n    boostPost(id: $id) {\n      id\n      isBoostedToBlowing\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RepostDialog_post on Post {\n    id\n    isRepost\n    originalPost {\n      id\n      ...EmbeddedPost_post\n    }\n    ...EmbeddedPost_post\n  }\n"): (typeof documents)["\n  fragment RepostDialog_post on Post {\n    id\n    isRepost\n    originalPost {\n      id\n      ...EmbeddedPost_post\n    }\n    ...EmbeddedPost_post\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Repost($id: ID!, $comment: String) {\n    repost(id: $id, comment: $comment) {\n      id\n      ...PostCard_post\n    }\n  }\n"): (typeof documents)["\n  mutation Repost($id: ID!, $comment: String) {\n    repost(id: $id, comment: $comment) {\n      id\n      ...PostCard_post\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SharePost($id: ID!, $target: ShareTarget!) {\n    sharePost(id: $id, target: $target) {\n      id\n      sharesCount\n    }\n  }\n"): (typeof documents)["\n  mutation SharePost($id: ID!, $target: ShareTarget!) {\n    sharePost(id: $id, target: $target) {\n      id\n      sharesCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Feed($kind: FeedKind!, $place: String, $first: Int!, $after: String) {\n    feed(kind: $kind, place: $place, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...PostCard_post\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      place {\n        code\n        displayName\n      }\n      needsLocation\n    }\n  }\n"): (typeof documents)["\n  query Feed($kind: FeedKind!, $place: String, $first: Int!, $after: String) {\n    feed(kind: $kind, place: $place, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...PostCard_post\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      place {\n        code\n        displayName\n      }\n      needsLocation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePost($input: CreatePostInput!, $idempotencyKey: String) {\n    createPost(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      ...PostCard_post\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePost($input: CreatePostInput!, $idempotencyKey: String) {\n    createPost(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      ...PostCard_post\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikePost($id: ID!, $idempotencyKey: String) {\n    likePost(id: $id, idempotencyKey: $idempotencyKey) {\n      liked\n      likesCount\n    }\n  }\n"): (typeof documents)["\n  mutation LikePost($id: ID!, $idempotencyKey: String) {\n    likePost(id: $id, idempotencyKey: $idempotencyKey) {\n      liked\n      likesCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlikePost($id: ID!, $idempotencyKey: String) {\n    unlikePost(id: $id, idempotencyKey: $idempotencyKey) {\n      liked\n      likesCount\n    }\n  }\n"): (typeof documents)["\n  mutation UnlikePost($id: ID!, $idempotencyKey: String) {\n    unlikePost(id: $id, idempotencyKey: $idempotencyKey) {\n      liked\n      likesCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordPostView($id: ID!) {\n    recordPostView(id: $id) {\n      newView\n      viewsCount\n    }\n  }\n"): (typeof documents)["\n  mutation RecordPostView($id: ID!) {\n    recordPostView(id: $id) {\n      newView\n      viewsCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountPanel_profile on User {\n    id\n    createdAt\n    isPrivateProfile\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment AccountPanel_profile on User {\n    id\n    createdAt\n    isPrivateProfile\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SettingsForm_profile on User {\n    id\n    displayName\n    avatarUrl\n    firstName\n    lastName\n    email\n    bio\n    phoneNumber\n    occupation\n    interests\n    membershipType\n    partyAffiliation\n    state\n    lga\n    ward\n    pollingUnit\n    location {\n      ...ElectoralLocationNames\n    }\n    isPrivateProfile\n    showPartyAffiliation\n    showPollingUnit\n    ...AccountPanel_profile\n  }\n"): (typeof documents)["\n  fragment SettingsForm_profile on User {\n    id\n    displayName\n    avatarUrl\n    firstName\n    lastName\n    email\n    bio\n    phoneNumber\n    occupation\n    interests\n    membershipType\n    partyAffiliation\n    state\n    lga\n    ward\n    pollingUnit\n    location {\n      ...ElectoralLocationNames\n    }\n    isPrivateProfile\n    showPartyAffiliation\n    showPollingUnit\n    ...AccountPanel_profile\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileSettings {\n    me {\n      id\n      ...SettingsForm_profile\n    }\n    profileOptions {\n      parties {\n        abbreviation\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileSettings {\n    me {\n      id\n      ...SettingsForm_profile\n    }\n    profileOptions {\n      parties {\n        abbreviation\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartyOptions {\n    profileOptions {\n      parties {\n        abbreviation\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query PartyOptions {\n    profileOptions {\n      parties {\n        abbreviation\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ElectoralLocationNames on ElectoralLocation {\n    state {\n      code\n      displayName\n    }\n    lga {\n      fullCode\n      displayName\n    }\n    ward {\n      fullCode\n      displayName\n      senatorialDistrict {\n        id\n        displayName\n      }\n      federalConstituency {\n        id\n        displayName\n      }\n    }\n    pollingUnit {\n      puCode\n      displayName\n    }\n  }\n"): (typeof documents)["\n  fragment ElectoralLocationNames on ElectoralLocation {\n    state {\n      code\n      displayName\n    }\n    lga {\n      fullCode\n      displayName\n    }\n    ward {\n      fullCode\n      displayName\n      senatorialDistrict {\n        id\n        displayName\n      }\n      federalConstituency {\n        id\n        displayName\n      }\n    }\n    pollingUnit {\n      puCode\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...SettingsForm_profile\n      ...UserMenu_viewer\n      ...Composer_viewer\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...SettingsForm_profile\n      ...UserMenu_viewer\n      ...Composer_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FollowRequests {\n    followRequests {\n      id\n      displayName\n      ...PersonRow_person\n    }\n  }\n"): (typeof documents)["\n  query FollowRequests {\n    followRequests {\n      id\n      displayName\n      ...PersonRow_person\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptFollowRequest($userId: ID!) {\n    acceptFollowRequest(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation AcceptFollowRequest($userId: ID!) {\n    acceptFollowRequest(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineFollowRequest($userId: ID!) {\n    declineFollowRequest(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation DeclineFollowRequest($userId: ID!) {\n    declineFollowRequest(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateAccount {\n    deactivateAccount\n  }\n"): (typeof documents)["\n  mutation DeactivateAccount {\n    deactivateAccount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount {\n    deleteAccount\n  }\n"): (typeof documents)["\n  mutation DeleteAccount {\n    deleteAccount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlockedMembers($after: String) {\n    blockedMembers(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          reason\n          blockedAt\n          user {\n            id\n            displayName\n            handle\n            avatarUrl\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query BlockedMembers($after: String) {\n    blockedMembers(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          reason\n          blockedAt\n          user {\n            id\n            displayName\n            handle\n            avatarUrl\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PerformanceCard_stats on QuizStats {\n    totalPoints\n    correctAnswers\n    totalQuestions\n    bestStreak\n    level\n  }\n"): (typeof documents)["\n  fragment PerformanceCard_stats on QuizStats {\n    totalPoints\n    correctAnswers\n    totalQuestions\n    bestStreak\n    level\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryList_stats on QuizStats {\n    categories {\n      category\n      totalQuestions\n      correctAnswers\n      totalPoints\n    }\n  }\n"): (typeof documents)["\n  fragment CategoryList_stats on QuizStats {\n    categories {\n      category\n      totalQuestions\n      correctAnswers\n      totalPoints\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuizHome {\n    quizCategories {\n      id\n      name\n      description\n      questionCount\n    }\n    quizStats {\n      level\n      ...PerformanceCard_stats\n      ...CategoryList_stats\n    }\n  }\n"): (typeof documents)["\n  query QuizHome {\n    quizCategories {\n      id\n      name\n      description\n      questionCount\n    }\n    quizStats {\n      level\n      ...PerformanceCard_stats\n      ...CategoryList_stats\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuizQuestion($category: String!, $exclude: [ID!]) {\n    quizQuestion(category: $category, exclude: $exclude) {\n      id\n      category\n      question\n      options\n      difficulty\n      points\n    }\n  }\n"): (typeof documents)["\n  query QuizQuestion($category: String!, $exclude: [ID!]) {\n    quizQuestion(category: $category, exclude: $exclude) {\n      id\n      category\n      question\n      options\n      difficulty\n      points\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerQuiz($input: QuizAnswerInput!) {\n    answerQuizQuestion(input: $input) {\n      questionId\n      isCorrect\n      correctAnswer\n      explanation\n      source\n      pointsEarned\n      stats {\n        level\n        ...PerformanceCard_stats\n        ...CategoryList_stats\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerQuiz($input: QuizAnswerInput!) {\n    answerQuizQuestion(input: $input) {\n      questionId\n      isCorrect\n      correctAnswer\n      explanation\n      source\n      pointsEarned\n      stats {\n        level\n        ...PerformanceCard_stats\n        ...CategoryList_stats\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SeatCard_holder on Official {\n    id\n    fullName\n    party\n    partyColor\n    sourceUrl\n    asOf\n    isVerified\n  }\n"): (typeof documents)["\n  fragment SeatCard_holder on Official {\n    id\n    fullName\n    party\n    partyColor\n    sourceUrl\n    asOf\n    isVerified\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Representatives($pollingUnit: String!) {\n    representatives(pollingUnit: $pollingUnit) {\n      pollingUnit {\n        ...PollingUnitPlaces\n      }\n      senatorialDistrict {\n        id\n        displayName\n      }\n      federalConstituency {\n        id\n        displayName\n      }\n      seats {\n        office\n        seatName\n        holder {\n          id\n          ...SeatCard_holder\n        }\n      }\n      notes\n    }\n  }\n"): (typeof documents)["\n  query Representatives($pollingUnit: String!) {\n    representatives(pollingUnit: $pollingUnit) {\n      pollingUnit {\n        ...PollingUnitPlaces\n      }\n      senatorialDistrict {\n        id\n        displayName\n      }\n      federalConstituency {\n        id\n        displayName\n      }\n      seats {\n        office\n        seatName\n        holder {\n          id\n          ...SeatCard_holder\n        }\n      }\n      notes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Official($id: ID!) {\n    official(id: $id) {\n      id\n      fullName\n      title\n      seatName\n      party\n      partyColor\n      sourceUrl\n      asOf\n      isActive\n      isVerified\n      office\n      electedOn\n      termStart\n      termEnd\n      note\n      followersCount\n      viewerFollows\n      linkedAccount {\n        id\n        displayName\n        handle\n      }\n      state {\n        code\n        displayName\n      }\n      senatorialDistrict {\n        id\n        displayName\n        lgas {\n          fullCode\n          displayName\n        }\n      }\n      federalConstituency {\n        id\n        displayName\n        lgas {\n          fullCode\n          displayName\n        }\n      }\n      extent {\n        south\n        west\n        north\n        east\n        wardsPlaced\n        wardsTotal\n      }\n      changes {\n        action\n        reason\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  query Official($id: ID!) {\n    official(id: $id) {\n      id\n      fullName\n      title\n      seatName\n      party\n      partyColor\n      sourceUrl\n      asOf\n      isActive\n      isVerified\n      office\n      electedOn\n      termStart\n      termEnd\n      note\n      followersCount\n      viewerFollows\n      linkedAccount {\n        id\n        displayName\n        handle\n      }\n      state {\n        code\n        displayName\n      }\n      senatorialDistrict {\n        id\n        displayName\n        lgas {\n          fullCode\n          displayName\n        }\n      }\n      federalConstituency {\n        id\n        displayName\n        lgas {\n          fullCode\n          displayName\n        }\n      }\n      extent {\n        south\n        west\n        north\n        east\n        wardsPlaced\n        wardsTotal\n      }\n      changes {\n        action\n        reason\n        at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowOfficial($officialId: ID!) {\n    followOfficial(officialId: $officialId) {\n      id\n      followersCount\n      viewerFollows\n    }\n  }\n"): (typeof documents)["\n  mutation FollowOfficial($officialId: ID!) {\n    followOfficial(officialId: $officialId) {\n      id\n      followersCount\n      viewerFollows\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnfollowOfficial($officialId: ID!) {\n    unfollowOfficial(officialId: $officialId) {\n      id\n      followersCount\n      viewerFollows\n    }\n  }\n"): (typeof documents)["\n  mutation UnfollowOfficial($officialId: ID!) {\n    unfollowOfficial(officialId: $officialId) {\n      id\n      followersCount\n      viewerFollows\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CorrectOfficial($input: CorrectOfficialInput!) {\n    correctOfficial(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CorrectOfficial($input: CorrectOfficialInput!) {\n    correctOfficial(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndOfficialTerm($id: ID!, $termEnd: String, $reason: String!) {\n    endOfficialTerm(id: $id, termEnd: $termEnd, reason: $reason) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation EndOfficialTerm($id: ID!, $termEnd: String, $reason: String!) {\n    endOfficialTerm(id: $id, termEnd: $termEnd, reason: $reason) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LinkOfficialAccount($id: ID!, $account: String!, $reason: String!) {\n    linkOfficialAccount(id: $id, account: $account, reason: $reason) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation LinkOfficialAccount($id: ID!, $account: String!, $reason: String!) {\n    linkOfficialAccount(id: $id, account: $account, reason: $reason) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlinkOfficialAccount($id: ID!, $reason: String!) {\n    unlinkOfficialAccount(id: $id, reason: $reason) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UnlinkOfficialAccount($id: ID!, $reason: String!) {\n    unlinkOfficialAccount(id: $id, reason: $reason) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddOfficial($input: AddOfficialInput!) {\n    addOfficial(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddOfficial($input: AddOfficialInput!) {\n    addOfficial(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DrillDown_area on AreaResult {\n    code\n    level\n    name\n    status\n    reportingUnits\n    totalPollingUnits\n    uploadProgress\n    reportingLGAs\n    totalLGAs\n    registeredVoters\n    accreditedVoters\n    validVotes\n    voterTurnout\n    leadingParty\n    lastUpdated\n    results {\n      party\n      partyName\n      candidate\n      color\n      votes\n      percentage\n    }\n  }\n"): (typeof documents)["\n  fragment DrillDown_area on AreaResult {\n    code\n    level\n    name\n    status\n    reportingUnits\n    totalPollingUnits\n    uploadProgress\n    reportingLGAs\n    totalLGAs\n    registeredVoters\n    accreditedVoters\n    validVotes\n    voterTurnout\n    leadingParty\n    lastUpdated\n    results {\n      party\n      partyName\n      candidate\n      color\n      votes\n      percentage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResultsArea($electionId: ID!, $code: String!) {\n    resultsArea(electionId: $electionId, code: $code) {\n      area {\n        ...DrillDown_area\n      }\n      children {\n        ...DrillDown_area\n      }\n      pollingUnits {\n        puCode\n        name\n        verified\n        current {\n          id\n          registered\n          accredited\n          rejected\n          validVotes\n          uploadedAt\n          sheetUrl\n          source\n          results {\n            party\n            votes\n            color\n            percentage\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResultsArea($electionId: ID!, $code: String!) {\n    resultsArea(electionId: $electionId, code: $code) {\n      area {\n        ...DrillDown_area\n      }\n      children {\n        ...DrillDown_area\n      }\n      pollingUnits {\n        puCode\n        name\n        verified\n        current {\n          id\n          registered\n          accredited\n          rejected\n          validVotes\n          uploadedAt\n          sheetUrl\n          source\n          results {\n            party\n            votes\n            color\n            percentage\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SummaryBanner_summary on ElectionSummary {\n    election {\n      id\n      name\n      description\n      status\n      source\n      sourceNote\n      replayClock\n    }\n  }\n"): (typeof documents)["\n  fragment SummaryBanner_summary on ElectionSummary {\n    election {\n      id\n      name\n      description\n      status\n      source\n      sourceNote\n      replayClock\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatCards_summary on ElectionSummary {\n    resultsUploaded\n    resultsVerified\n    totalPollingUnits\n    uploadProgress\n    totalValidVotes\n    voterTurnout\n    leadingParty\n    lastUpdated\n    election {\n      id\n      source\n    }\n  }\n"): (typeof documents)["\n  fragment StatCards_summary on ElectionSummary {\n    resultsUploaded\n    resultsVerified\n    totalPollingUnits\n    uploadProgress\n    totalValidVotes\n    voterTurnout\n    leadingParty\n    lastUpdated\n    election {\n      id\n      source\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StateGrid_state on AreaResult {\n    code\n    name\n    uploadProgress\n    # The leader here, the top three on the card (StateCard_state asks the same): 3 of up to 18\n    # parties per state, in the page, the cache and every push on election night.\n    results(first: 3) {\n      party\n      color\n    }\n  }\n"): (typeof documents)["\n  fragment StateGrid_state on AreaResult {\n    code\n    name\n    uploadProgress\n    # The leader here, the top three on the card (StateCard_state asks the same): 3 of up to 18\n    # parties per state, in the page, the cache and every push on election night.\n    results(first: 3) {\n      party\n      color\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StateCard_state on AreaResult {\n    code\n    name\n    status\n    reportingUnits\n    totalPollingUnits\n    reportingLGAs\n    totalLGAs\n    voterTurnout\n    results(first: 3) {\n      party\n      candidate\n      color\n      votes\n      percentage\n    }\n  }\n"): (typeof documents)["\n  fragment StateCard_state on AreaResult {\n    code\n    name\n    status\n    reportingUnits\n    totalPollingUnits\n    reportingLGAs\n    totalLGAs\n    voterTurnout\n    results(first: 3) {\n      party\n      candidate\n      color\n      votes\n      percentage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PartyCard_party on PartyAnalysis {\n    party\n    partyName\n    candidate\n    color\n    totalVotes\n    percentage\n    statesWon\n    strongholds\n  }\n"): (typeof documents)["\n  fragment PartyCard_party on PartyAnalysis {\n    party\n    partyName\n    candidate\n    color\n    totalVotes\n    percentage\n    statesWon\n    strongholds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment useResultsPortal_summary on ElectionSummary {\n    electionType\n    registeredVoters\n    election {\n      id\n      type\n      date\n      source\n    }\n    activeElections {\n      id\n      type\n      name\n      status\n      uploadProgress\n    }\n    ...SummaryBanner_summary\n    ...StatCards_summary\n  }\n"): (typeof documents)["\n  fragment useResultsPortal_summary on ElectionSummary {\n    electionType\n    registeredVoters\n    election {\n      id\n      type\n      date\n      source\n    }\n    activeElections {\n      id\n      type\n      name\n      status\n      uploadProgress\n    }\n    ...SummaryBanner_summary\n    ...StatCards_summary\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment useResultsPortal_state on AreaResult {\n    code\n    name\n    level\n    registeredVoters\n    accreditedVoters\n    validVotes\n    leadingParty\n    lastUpdated\n    ...StateGrid_state\n    ...StateCard_state\n  }\n"): (typeof documents)["\n  fragment useResultsPortal_state on AreaResult {\n    code\n    name\n    level\n    registeredVoters\n    accreditedVoters\n    validVotes\n    leadingParty\n    lastUpdated\n    ...StateGrid_state\n    ...StateCard_state\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment useResultsPortal_party on PartyAnalysis {\n    party\n    candidate\n    color\n    totalVotes\n    percentage\n    ...PartyCard_party\n  }\n"): (typeof documents)["\n  fragment useResultsPortal_party on PartyAnalysis {\n    party\n    candidate\n    color\n    totalVotes\n    percentage\n    ...PartyCard_party\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResultsPortal($type: ElectionType, $electionId: ID) {\n    elections {\n      id\n      type\n      name\n      status\n      source\n      date\n    }\n    electionSummary(type: $type, electionId: $electionId) {\n      ...useResultsPortal_summary\n    }\n    stateResults(type: $type, electionId: $electionId) {\n      ...useResultsPortal_state\n    }\n    partyAnalysis(type: $type, electionId: $electionId) {\n      ...useResultsPortal_party\n    }\n    liveUpdates(type: $type, electionId: $electionId, first: 5) {\n      id\n      type\n      message\n      timestamp\n    }\n  }\n"): (typeof documents)["\n  query ResultsPortal($type: ElectionType, $electionId: ID) {\n    elections {\n      id\n      type\n      name\n      status\n      source\n      date\n    }\n    electionSummary(type: $type, electionId: $electionId) {\n      ...useResultsPortal_summary\n    }\n    stateResults(type: $type, electionId: $electionId) {\n      ...useResultsPortal_state\n    }\n    partyAnalysis(type: $type, electionId: $electionId) {\n      ...useResultsPortal_party\n    }\n    liveUpdates(type: $type, electionId: $electionId, first: 5) {\n      id\n      type\n      message\n      timestamp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ResultsUpdated($electionId: ID!) {\n    resultsUpdated(electionId: $electionId) {\n      electionId\n      summary {\n        ...useResultsPortal_summary\n      }\n      states {\n        ...useResultsPortal_state\n      }\n      partyAnalysis {\n        ...useResultsPortal_party\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ResultsUpdated($electionId: ID!) {\n    resultsUpdated(electionId: $electionId) {\n      electionId\n      summary {\n        ...useResultsPortal_summary\n      }\n      states {\n        ...useResultsPortal_state\n      }\n      partyAnalysis {\n        ...useResultsPortal_party\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveUpdatesPushed($electionId: ID!) {\n    liveUpdates(electionId: $electionId) {\n      id\n      type\n      message\n      timestamp\n    }\n  }\n"): (typeof documents)["\n  subscription LiveUpdatesPushed($electionId: ID!) {\n    liveUpdates(electionId: $electionId) {\n      id\n      type\n      message\n      timestamp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CollectedFigures_register on VoterRegisterImport {\n    id\n    rowCount\n    pvcCollectedCount\n    importedAt\n  }\n"): (typeof documents)["\n  fragment CollectedFigures_register on VoterRegisterImport {\n    id\n    rowCount\n    pvcCollectedCount\n    importedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VoterLookupForm_register on VoterRegisterImport {\n    id\n    rowCount\n    importedAt\n  }\n"): (typeof documents)["\n  fragment VoterLookupForm_register on VoterRegisterImport {\n    id\n    rowCount\n    importedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VoterRegister {\n    voterRegister {\n      registerName\n      totalRegisteredVoters\n      totalPollingUnits\n      totalNewRegistrations\n      newRegistrationsAsOf\n      totalPVCsCollected\n      ongoingCVR\n      registrationPortalUrl\n      nextElections {\n        type\n        date\n      }\n      sources {\n        label\n        source\n        url\n      }\n      importedRegister {\n        id\n        ...VoterLookupForm_register\n      }\n    }\n  }\n"): (typeof documents)["\n  query VoterRegister {\n    voterRegister {\n      registerName\n      totalRegisteredVoters\n      totalPollingUnits\n      totalNewRegistrations\n      newRegistrationsAsOf\n      totalPVCsCollected\n      ongoingCVR\n      registrationPortalUrl\n      nextElections {\n        type\n        date\n      }\n      sources {\n        label\n        source\n        url\n      }\n      importedRegister {\n        id\n        ...VoterLookupForm_register\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CollectVoterData {\n    collectVoterData {\n      totalPollingUnits\n      totalWards\n      totalLgas\n      totalStates\n      totalRegisteredVoters\n      totalNewRegistrations\n      totalPVCsCollected\n      collectedAt\n      elections {\n        name\n        date\n        registered\n        accredited\n        validVotes\n      }\n      importedRegister {\n        id\n        ...CollectedFigures_register\n      }\n    }\n  }\n"): (typeof documents)["\n  query CollectVoterData {\n    collectVoterData {\n      totalPollingUnits\n      totalWards\n      totalLgas\n      totalStates\n      totalRegisteredVoters\n      totalNewRegistrations\n      totalPVCsCollected\n      collectedAt\n      elections {\n        name\n        date\n        registered\n        accredited\n        validVotes\n      }\n      importedRegister {\n        id\n        ...CollectedFigures_register\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ValidatePollingUnit($state: String!, $lga: String!, $ward: String!, $pollingUnit: String!) {\n    validatePollingUnit(state: $state, lga: $lga, ward: $ward, pollingUnit: $pollingUnit) {\n      valid\n      reason\n      pollingUnit {\n        puCode\n        displayName\n      }\n      ward {\n        fullCode\n        displayName\n      }\n      lga {\n        fullCode\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  query ValidatePollingUnit($state: String!, $lga: String!, $ward: String!, $pollingUnit: String!) {\n    validatePollingUnit(state: $state, lga: $lga, ward: $ward, pollingUnit: $pollingUnit) {\n      valid\n      reason\n      pollingUnit {\n        puCode\n        displayName\n      }\n      ward {\n        fullCode\n        displayName\n      }\n      lga {\n        fullCode\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Wallet {\n    wallet {\n      balance\n      totalEarnings\n      inEscrow\n      pendingWithdrawals\n      mode\n      history(first: 10) {\n        edges {\n          node {\n            id\n            kind\n            amount\n            counterpartyName\n            memo\n            createdAt\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Wallet {\n    wallet {\n      balance\n      totalEarnings\n      inEscrow\n      pendingWithdrawals\n      mode\n      history(first: 10) {\n        edges {\n          node {\n            id\n            kind\n            amount\n            counterpartyName\n            memo\n            createdAt\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletBalance {\n    wallet {\n      balance\n      mode\n    }\n  }\n"): (typeof documents)["\n  query WalletBalance {\n    wallet {\n      balance\n      mode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankSettings {\n    me {\n      id\n      bankName\n      bankCode\n      accountNumber\n      accountName\n      autoWithdrawal\n      minimumWithdrawalAmount\n    }\n  }\n"): (typeof documents)["\n  query BankSettings {\n    me {\n      id\n      bankName\n      bankCode\n      accountNumber\n      accountName\n      autoWithdrawal\n      minimumWithdrawalAmount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Banks {\n    banks {\n      name\n      code\n    }\n  }\n"): (typeof documents)["\n  query Banks {\n    banks {\n      name\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Withdrawals {\n    withdrawals(first: 5) {\n      edges {\n        node {\n          id\n          amount\n          status\n          failureReason\n          narration\n          createdAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Withdrawals {\n    withdrawals(first: 5) {\n      edges {\n        node {\n          id\n          amount\n          status\n          failureReason\n          narration\n          createdAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTopUp($amount: SafeInt!, $idempotencyKey: String) {\n    startTopUp(amount: $amount, idempotencyKey: $idempotencyKey) {\n      reference\n      authorizationUrl\n    }\n  }\n"): (typeof documents)["\n  mutation StartTopUp($amount: SafeInt!, $idempotencyKey: String) {\n    startTopUp(amount: $amount, idempotencyKey: $idempotencyKey) {\n      reference\n      authorizationUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPayment($reference: String!) {\n    confirmPayment(reference: $reference) {\n      balance\n      payment {\n        reference\n        purpose\n        amount\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmPayment($reference: String!) {\n    confirmPayment(reference: $reference) {\n      balance\n      payment {\n        reference\n        purpose\n        amount\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteSandboxPayment($reference: String!, $pay: Boolean!) {\n    completeSandboxPayment(reference: $reference, pay: $pay) {\n      reference\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteSandboxPayment($reference: String!, $pay: Boolean!) {\n    completeSandboxPayment(reference: $reference, pay: $pay) {\n      reference\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyBankAccount($accountNumber: String!, $bankCode: String!) {\n    verifyBankAccount(accountNumber: $accountNumber, bankCode: $bankCode) {\n      accountName\n      accountNumber\n      bankCode\n      bankName\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyBankAccount($accountNumber: String!, $bankCode: String!) {\n    verifyBankAccount(accountNumber: $accountNumber, bankCode: $bankCode) {\n      accountName\n      accountNumber\n      bankCode\n      bankName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveBankAccount($accountNumber: String!, $bankCode: String!) {\n    saveBankAccount(accountNumber: $accountNumber, bankCode: $bankCode) {\n      id\n      bankName\n      bankCode\n      accountNumber\n      accountName\n    }\n  }\n"): (typeof documents)["\n  mutation SaveBankAccount($accountNumber: String!, $bankCode: String!) {\n    saveBankAccount(accountNumber: $accountNumber, bankCode: $bankCode) {\n      id\n      bankName\n      bankCode\n      accountNumber\n      accountName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAutoWithdrawal($autoWithdrawal: Boolean!, $minimumWithdrawalAmount: SafeInt!) {\n    setAutoWithdrawal(autoWithdrawal: $autoWithdrawal, minimumWithdrawalAmount: $minimumWithdrawalAmount) {\n      id\n      autoWithdrawal\n      minimumWithdrawalAmount\n    }\n  }\n"): (typeof documents)["\n  mutation SetAutoWithdrawal($autoWithdrawal: Boolean!, $minimumWithdrawalAmount: SafeInt!) {\n    setAutoWithdrawal(autoWithdrawal: $autoWithdrawal, minimumWithdrawalAmount: $minimumWithdrawalAmount) {\n      id\n      autoWithdrawal\n      minimumWithdrawalAmount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Withdraw($amount: SafeInt!, $narration: String, $idempotencyKey: String) {\n    withdraw(amount: $amount, narration: $narration, idempotencyKey: $idempotencyKey) {\n      id\n      amount\n      status\n      failureReason\n    }\n  }\n"): (typeof documents)["\n  mutation Withdraw($amount: SafeInt!, $narration: String, $idempotencyKey: String) {\n    withdraw(amount: $amount, narration: $narration, idempotencyKey: $idempotencyKey) {\n      id\n      amount\n      status\n      failureReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Donate($recipientId: ID!, $amount: SafeInt!, $payWith: DonationSource!, $idempotencyKey: String) {\n    donate(recipientId: $recipientId, amount: $amount, payWith: $payWith, idempotencyKey: $idempotencyKey) {\n      paidFrom\n      amount\n      payment {\n        reference\n        authorizationUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Donate($recipientId: ID!, $amount: SafeInt!, $payWith: DonationSource!, $idempotencyKey: String) {\n    donate(recipientId: $recipientId, amount: $amount, payWith: $payWith, idempotencyKey: $idempotencyKey) {\n      paidFrom\n      amount\n      payment {\n        reference\n        authorizationUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PromotePost($input: PromotePostInput!) {\n    promotePost(input: $input) {\n      id\n      budget\n      inEscrow\n      estimatedReach\n      endDate\n    }\n  }\n"): (typeof documents)["\n  mutation PromotePost($input: PromotePostInput!) {\n    promotePost(input: $input) {\n      id\n      budget\n      inEscrow\n      estimatedReach\n      endDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Payment($reference: String!) {\n    payment(reference: $reference) {\n      reference\n      purpose\n      amount\n      status\n    }\n  }\n"): (typeof documents)["\n  query Payment($reference: String!) {\n    payment(reference: $reference) {\n      reference\n      purpose\n      amount\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankingSummary {\n    wallet {\n      balance\n      totalEarnings\n      pendingWithdrawals\n      mode\n    }\n    me {\n      id\n      bankName\n      accountNumber\n      accountName\n    }\n  }\n"): (typeof documents)["\n  query BankingSummary {\n    wallet {\n      balance\n      totalEarnings\n      pendingWithdrawals\n      mode\n    }\n    me {\n      id\n      bankName\n      accountNumber\n      accountName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Parties {\n    parties {\n      abbreviation\n      name\n    }\n  }\n"): (typeof documents)["\n  query Parties {\n    parties {\n      abbreviation\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AreaBrowser_area on WatchArea {\n    code\n    level\n    name\n    latitude\n    longitude\n    crowdUnits\n    verifiedUnits\n    flaggedUnits\n    incidents {\n      total\n      open\n      corroborated\n      verified\n    }\n  }\n"): (typeof documents)["\n  fragment AreaBrowser_area on WatchArea {\n    code\n    level\n    name\n    latitude\n    longitude\n    crowdUnits\n    verifiedUnits\n    flaggedUnits\n    incidents {\n      total\n      open\n      corroborated\n      verified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AreaBrowser_summary on WatchSummary {\n    trail {\n      code\n      name\n    }\n    area {\n      ...AreaBrowser_area\n    }\n    children {\n      ...AreaBrowser_area\n    }\n  }\n"): (typeof documents)["\n  fragment AreaBrowser_summary on WatchSummary {\n    trail {\n      code\n      name\n    }\n    area {\n      ...AreaBrowser_area\n    }\n    children {\n      ...AreaBrowser_area\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FlaggedUnits($place: String, $electionId: ID) {\n    flaggedUnits(place: $place, electionId: $electionId, first: 20) {\n      puCode\n      largestGap\n      officialSource\n      differences {\n        figure\n        label\n        gap\n      }\n      pollingUnit {\n        displayName\n        ward {\n          displayName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FlaggedUnits($place: String, $electionId: ID) {\n    flaggedUnits(place: $place, electionId: $electionId, first: 20) {\n      puCode\n      largestGap\n      officialSource\n      differences {\n        figure\n        label\n        gap\n      }\n      pollingUnit {\n        displayName\n        ward {\n          displayName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IncidentCard_incident on WatchIncident {\n    id\n    puCode\n    category\n    categoryLabel\n    description\n    occurredAt\n    reportedAt\n    photoUrl\n    status\n    confirmations\n    wardSupport\n    supportNeeded\n    reviewReason\n    synthetic\n    viewerIsReporter\n    viewerConfirmed\n    pollingUnit {\n      puCode\n      displayName\n      ward {\n        fullCode\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment IncidentCard_incident on WatchIncident {\n    id\n    puCode\n    category\n    categoryLabel\n    description\n    occurredAt\n    reportedAt\n    photoUrl\n    status\n    confirmations\n    wardSupport\n    supportNeeded\n    reviewReason\n    synthetic\n    viewerIsReporter\n    viewerConfirmed\n    pollingUnit {\n      puCode\n      displayName\n      ward {\n        fullCode\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmIncident($id: ID!) {\n    confirmIncident(id: $id) {\n      ...IncidentCard_incident\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmIncident($id: ID!) {\n    confirmIncident(id: $id) {\n      ...IncidentCard_incident\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewIncident($id: ID!, $decision: IncidentDecision!, $reason: String!) {\n    reviewIncident(id: $id, decision: $decision, reason: $reason) {\n      ...IncidentCard_incident\n      reviewedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewIncident($id: ID!, $decision: IncidentDecision!, $reason: String!) {\n    reviewIncident(id: $id, decision: $decision, reason: $reason) {\n      ...IncidentCard_incident\n      reviewedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Incidents($electionId: ID, $place: String, $category: IncidentCategory, $status: IncidentStatus, $after: String) {\n    incidents(electionId: $electionId, place: $place, category: $category, status: $status, first: 20, after: $after) {\n      edges {\n        node {\n          id\n          ...IncidentCard_incident\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Incidents($electionId: ID, $place: String, $category: IncidentCategory, $status: IncidentStatus, $after: String) {\n    incidents(electionId: $electionId, place: $place, category: $category, status: $status, first: 20, after: $after) {\n      edges {\n        node {\n          id\n          ...IncidentCard_incident\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportIncident($input: ReportIncidentInput!) {\n    reportIncident(input: $input) {\n      ...IncidentCard_incident\n    }\n  }\n"): (typeof documents)["\n  mutation ReportIncident($input: ReportIncidentInput!) {\n    reportIncident(input: $input) {\n      ...IncidentCard_incident\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IncidentReviewQueue($after: String) {\n    incidentReviewQueue(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          ...IncidentCard_incident\n          reporter {\n            id\n            displayName\n            handle\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query IncidentReviewQueue($after: String) {\n    incidentReviewQueue(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          ...IncidentCard_incident\n          reporter {\n            id\n            displayName\n            handle\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SheetDialog_watch on UnitWatch {\n    puCode\n    electionId\n    viewerReading {\n      ...WatchFiguresFields\n    }\n    pollingUnit {\n      puCode\n      displayName\n    }\n  }\n"): (typeof documents)["\n  fragment SheetDialog_watch on UnitWatch {\n    puCode\n    electionId\n    viewerReading {\n      ...WatchFiguresFields\n    }\n    pollingUnit {\n      puCode\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitResultSheet($input: CrowdSheetInput!) {\n    submitResultSheet(input: $input) {\n      puCode\n      crowdStatus\n      ...UnitPanel_watch\n      ...OwnUnitSummary_watch\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitResultSheet($input: CrowdSheetInput!) {\n    submitResultSheet(input: $input) {\n      puCode\n      crowdStatus\n      ...UnitPanel_watch\n      ...OwnUnitSummary_watch\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UnitPanel_watch on UnitWatch {\n    puCode\n    electionId\n    crowdStatus\n    submissions\n    agreeing\n    largestGap\n    officialSource\n    viewerCanSubmit\n    crowd {\n      ...WatchFiguresFields\n    }\n    official {\n      ...WatchFiguresFields\n    }\n    viewerReading {\n      ...WatchFiguresFields\n    }\n    readings {\n      submissions\n      viewerSubmitted\n      photoUrls\n      figures {\n        ...WatchFiguresFields\n      }\n    }\n    differences {\n      figure\n      label\n      gap\n      values {\n        source\n        value\n        submissions\n        sheetSource\n      }\n    }\n    incidents {\n      total\n      open\n      corroborated\n      verified\n    }\n    pollingUnit {\n      ...PollingUnitPlaces\n    }\n    ...SheetDialog_watch\n  }\n"): (typeof documents)["\n  fragment UnitPanel_watch on UnitWatch {\n    puCode\n    electionId\n    crowdStatus\n    submissions\n    agreeing\n    largestGap\n    officialSource\n    viewerCanSubmit\n    crowd {\n      ...WatchFiguresFields\n    }\n    official {\n      ...WatchFiguresFields\n    }\n    viewerReading {\n      ...WatchFiguresFields\n    }\n    readings {\n      submissions\n      viewerSubmitted\n      photoUrls\n      figures {\n        ...WatchFiguresFields\n      }\n    }\n    differences {\n      figure\n      label\n      gap\n      values {\n        source\n        value\n        submissions\n        sheetSource\n      }\n    }\n    incidents {\n      total\n      open\n      corroborated\n      verified\n    }\n    pollingUnit {\n      ...PollingUnitPlaces\n    }\n    ...SheetDialog_watch\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OwnUnitSummary_watch on UnitWatch {\n    puCode\n    crowdStatus\n    incidents {\n      total\n    }\n    pollingUnit {\n      puCode\n      displayName\n    }\n  }\n"): (typeof documents)["\n  fragment OwnUnitSummary_watch on UnitWatch {\n    puCode\n    crowdStatus\n    incidents {\n      total\n    }\n    pollingUnit {\n      puCode\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnitWatch($pollingUnit: String!, $electionId: ID) {\n    unitWatch(pollingUnit: $pollingUnit, electionId: $electionId) {\n      puCode\n      ...UnitPanel_watch\n      ...OwnUnitSummary_watch\n    }\n  }\n"): (typeof documents)["\n  query UnitWatch($pollingUnit: String!, $electionId: ID) {\n    unitWatch(pollingUnit: $pollingUnit, electionId: $electionId) {\n      puCode\n      ...UnitPanel_watch\n      ...OwnUnitSummary_watch\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WatchPage($place: String, $electionId: ID) {\n    me {\n      ...ViewerPowers\n      state\n      lga\n      ward\n      pollingUnit\n    }\n    electionSummary(electionId: $electionId) {\n      election {\n        id\n        name\n        status\n        source\n        candidates {\n          party {\n            abbreviation\n          }\n        }\n      }\n    }\n    watchSummary(place: $place, electionId: $electionId) {\n      electionId\n      area {\n        name\n      }\n      ...AreaBrowser_summary\n    }\n  }\n"): (typeof documents)["\n  query WatchPage($place: String, $electionId: ID) {\n    me {\n      ...ViewerPowers\n      state\n      lga\n      ward\n      pollingUnit\n    }\n    electionSummary(electionId: $electionId) {\n      election {\n        id\n        name\n        status\n        source\n        candidates {\n          party {\n            abbreviation\n          }\n        }\n      }\n    }\n    watchSummary(place: $place, electionId: $electionId) {\n      electionId\n      area {\n        name\n      }\n      ...AreaBrowser_summary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription WatchUpdated($place: String, $electionId: ID) {\n    watchUpdated(place: $place, electionId: $electionId) {\n      electionId\n      area {\n        name\n      }\n      ...AreaBrowser_summary\n    }\n  }\n"): (typeof documents)["\n  subscription WatchUpdated($place: String, $electionId: ID) {\n    watchUpdated(place: $place, electionId: $electionId) {\n      electionId\n      area {\n        name\n      }\n      ...AreaBrowser_summary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WatchFiguresFields on WatchFigures {\n    registered\n    accredited\n    rejected\n    totalValid\n    votes {\n      party\n      votes\n    }\n  }\n"): (typeof documents)["\n  fragment WatchFiguresFields on WatchFigures {\n    registered\n    accredited\n    rejected\n    totalValid\n    votes {\n      party\n      votes\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;