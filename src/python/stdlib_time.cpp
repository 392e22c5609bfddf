// ===--- stdlib_time.cpp - time's calendar half ---------------------------=== //
// time.gmtime/localtime/mktime/strftime/asctime/ctime and struct_time. The
// C library converts (gmtime_r, localtime_r, mktime, strftime: Python's
// time module calls the same); struct_time is a tuple subclass in Python
// with CPython's repr and the tm_zone/tm_gmtoff attributes beside the nine
// fields.
#include <cmath>
#include <ctime>

#include "python/builtins.h"
#include "python/interp.h"
#include "python/interpreter_impl.h"

namespace ts::py {

namespace {

std::time_t secondsArg(Interp& in, const IValue& v) {
  if (v.isInt()) return static_cast<std::time_t>(v.toInt());
  if (v.isDouble()) {
    double d = v.toDouble();
    if (!std::isfinite(d)) in.raise(in.e.OverflowError, "timestamp out of range for platform time_t");
    return static_cast<std::time_t>(std::floor(d));
  }
  in.raise(in.e.TypeError, "'" + typeName(in, v) + "' object cannot be interpreted as an integer");
}

/// _tm(secs, local): [year, mon, mday, hour, min, sec, wday, yday, isdst, zone, gmtoff].
IValue tmFields(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "_tm", 2, 2);
  std::time_t t = secondsArg(in, a[0]);
  std::tm tm{};
  bool ok = a[1].isBool() && a[1].toBool() ? localtime_r(&t, &tm) != nullptr : gmtime_r(&t, &tm) != nullptr;
  if (!ok) in.raise(in.e.OverflowError, "timestamp out of range for platform time_t");
  std::vector<IValue> f = {IValue(int64_t{tm.tm_year} + 1900), IValue(int64_t{tm.tm_mon} + 1), IValue(int64_t{tm.tm_mday}),
                           IValue(int64_t{tm.tm_hour}),        IValue(int64_t{tm.tm_min}),     IValue(int64_t{tm.tm_sec}),
                           IValue(int64_t{(tm.tm_wday + 6) % 7}), IValue(int64_t{tm.tm_yday} + 1),
                           IValue(int64_t{tm.tm_isdst}),       IValue(std::string(tm.tm_zone ? tm.tm_zone : "UTC")),
                           IValue(static_cast<int64_t>(tm.tm_gmtoff))};
  return in.newList(std::move(f));
}

/// A struct tm from time's nine-field tuple (checked in Python).
std::tm tmOf(Interp& in, const IValue& v) {
  if (!v.isList() || v.toList()->items.size() != 9) in.raise(in.e.TypeError, "expected 9 fields");
  int f[9];
  for (int i = 0; i < 9; ++i) {
    const IValue& x = v.toList()->items[i];
    if (!x.isInt()) in.raise(in.e.TypeError, "'" + typeName(in, x) + "' object cannot be interpreted as an integer");
    f[i] = static_cast<int>(x.toInt());
  }
  std::tm tm{};
  tm.tm_year = f[0] - 1900;
  tm.tm_mon = f[1] - 1;
  tm.tm_mday = f[2];
  tm.tm_hour = f[3];
  tm.tm_min = f[4];
  tm.tm_sec = f[5];
  tm.tm_wday = (f[6] + 1) % 7;
  tm.tm_yday = f[7] - 1;
  tm.tm_isdst = f[8];
  return tm;
}

IValue mktimeFn(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "_mktime", 1, 1);
  std::tm tm = tmOf(in, a[0]);
  tm.tm_wday = -1;  // mktime sets it: -1 after the call means failure
  std::time_t t = std::mktime(&tm);
  if (t == static_cast<std::time_t>(-1) && tm.tm_wday == -1) in.raise(in.e.OverflowError, "mktime argument out of range");
  return IValue(static_cast<double>(t));
}

IValue strftimeFn(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "_strftime", 2, 2);
  if (!a[0].isStr()) in.raise(in.e.TypeError, "strftime() argument 1 must be str");
  std::string fmt = a[0].toStr();
  std::tm tm = tmOf(in, a[1]);
  if (fmt.empty()) return IValue(std::string());
  std::vector<char> buf(256 + fmt.size() * 8);
  for (;;) {
    size_t n = std::strftime(buf.data(), buf.size(), fmt.c_str(), &tm);
    if (n > 0 || buf.size() > 65536 + fmt.size() * 64) return IValue(std::string(buf.data(), n));
    buf.resize(buf.size() * 4);
  }
}

const char* kTimeCalendarPy = R"PY(
class struct_time(tuple):
    n_fields = 11
    n_sequence_fields = 9
    n_unnamed_fields = 0
    _names = ("tm_year", "tm_mon", "tm_mday", "tm_hour", "tm_min", "tm_sec", "tm_wday", "tm_yday", "tm_isdst")

    def __new__(cls, seq, extra=None):
        seq = tuple(seq)
        if not 9 <= len(seq) <= 11:
            raise TypeError("time.struct_time() takes an at least 9-sequence (" + str(len(seq)) + "-sequence given)")
        self = tuple.__new__(cls, seq[:9])
        self._extra = tuple(seq[9:]) + (None,) * (11 - len(seq))
        return self

    tm_year = property(lambda self: self[0])
    tm_mon = property(lambda self: self[1])
    tm_mday = property(lambda self: self[2])
    tm_hour = property(lambda self: self[3])
    tm_min = property(lambda self: self[4])
    tm_sec = property(lambda self: self[5])
    tm_wday = property(lambda self: self[6])
    tm_yday = property(lambda self: self[7])
    tm_isdst = property(lambda self: self[8])
    tm_zone = property(lambda self: self._extra[0])
    tm_gmtoff = property(lambda self: self._extra[1])

    def __repr__(self):
        return "time.struct_time(" + ", ".join(n + "=" + repr(v) for n, v in zip(self._names, self)) + ")"

    def __reduce__(self):
        return (struct_time, (tuple(self), {}))


struct_time.__module__ = "time"


def _secs(secs):
    return time() if secs is None else secs


def gmtime(secs=None):
    return struct_time(_tm(_secs(secs), False))


def localtime(secs=None):
    return struct_time(_tm(_secs(secs), True))


def _fields(t, name):
    if t is None:
        return list(localtime())
    if not isinstance(t, tuple):
        raise TypeError("Tuple or struct_time argument required")
    if len(t) != 9:
        raise TypeError(name + "(): illegal time tuple argument")
    return [int(v) for v in t]


def mktime(t):
    return _mktime(_fields(t, "mktime"))


def strftime(format, t=None):
    f = _fields(t, "strftime")
    if not 1 <= f[1] <= 12:
        raise ValueError("month out of range")
    if not 1 <= f[2] <= 31:
        raise ValueError("day of month out of range")
    return _strftime(format, f)


_DAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def asctime(t=None):
    f = _fields(t, "asctime")
    return "%s %s %2d %02d:%02d:%02d %d" % (_DAYS[f[6]], _MONTHS[f[1] - 1], f[2], f[3], f[4], f[5], f[0])


def ctime(secs=None):
    return asctime(localtime(secs))
)PY";

}  // namespace

/// Adds the calendar functions to the time module (stdlib_os.cpp's initTime).
void addTimeCalendar(Interp& in, PyModule& m) {
  auto fn = [&](const char* name, NativeFn f) { m.dict->set(in, in.intern(name), in.native(name, f)); };
  fn("_tm", tmFields);
  fn("_mktime", mktimeFn);
  fn("_strftime", strftimeFn);
  runSourceModule(in, m, "time", kTimeCalendarPy);
}

}  // namespace ts::py
