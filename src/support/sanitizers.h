// ===--- sanitizers.h - which sanitizer this build runs under ------------=== //
// GCC defines __SANITIZE_ADDRESS__ and __SANITIZE_THREAD__; clang answers
// __has_feature instead. TS_ASAN and TS_TSAN are defined under either.
#pragma once

#if defined(__SANITIZE_ADDRESS__)
#define TS_ASAN 1
#endif
#if defined(__SANITIZE_THREAD__)
#define TS_TSAN 1
#endif
#if defined(__has_feature)
#if __has_feature(address_sanitizer) && !defined(TS_ASAN)
#define TS_ASAN 1
#endif
#if __has_feature(thread_sanitizer) && !defined(TS_TSAN)
#define TS_TSAN 1
#endif
#endif
