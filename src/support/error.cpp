// ===--- error.cpp - ts::Error helpers ------------------------------------=== //
#include "support/error.h"

namespace ts {

const char* errorKindName(ErrorKind kind) {
  switch (kind) {
    case ErrorKind::RuntimeError: return "RuntimeError";
    case ErrorKind::ValueError: return "ValueError";
    case ErrorKind::IndexError: return "IndexError";
    case ErrorKind::KeyError: return "KeyError";
    case ErrorKind::TypeError: return "TypeError";
    case ErrorKind::ZeroDivisionError: return "ZeroDivisionError";
    case ErrorKind::AssertionError: return "AssertionError";
    case ErrorKind::AttributeError: return "AttributeError";
    case ErrorKind::NotImplementedError: return "NotImplementedError";
    case ErrorKind::StopIteration: return "StopIteration";
    case ErrorKind::OverflowError: return "OverflowError";
    case ErrorKind::NameError: return "NameError";
    case ErrorKind::Exception: return "Exception";
    case ErrorKind::RecursionError: return "RecursionError";
  }
  return "RuntimeError";
}

namespace detail {
void throwCheck(const std::string& msg, ErrorKind kind) { throw Error(msg, kind); }
}  // namespace detail

}  // namespace ts
