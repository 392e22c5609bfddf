// ===--- stdlib_datetime.cpp - _datetime: the local UTC offset ------------=== //
// datetime (Python source in stdlib_datetime_py.cpp) does its calendar
// arithmetic itself; only the local time zone's offset at an instant needs
// the C library (localtime_r, which reads TZ).
#include <ctime>

#include "python/builtins.h"
#include "python/interp.h"

namespace ts::py {

namespace {

IValue localOffset(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "local_offset", 1, 1);
  if (!a[0].isInt()) in.raise(in.e.TypeError, "local_offset() expects an int timestamp");
  std::time_t t = static_cast<std::time_t>(a[0].toInt());
  std::tm tm{};
  if (!localtime_r(&t, &tm)) in.raise(in.e.OverflowError, "timestamp out of range for platform time_t");
  return IValue(static_cast<int64_t>(tm.tm_gmtoff));
}

void initDatetimeNative(Interp& in, PyModule& m) {
  m.dict->set(in, in.intern("local_offset"), in.native("local_offset", localOffset));
}

}  // namespace

void registerDatetimeModule(Interp& in) { in.registerModule("_datetime", initDatetimeNative); }

}  // namespace ts::py
