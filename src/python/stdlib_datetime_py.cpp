// ===--- stdlib_datetime_py.cpp - the datetime module ---------------------=== //
// date, time, datetime, timedelta and timezone following CPython 3.11's
// pure-Python datetime: the proleptic Gregorian ordinal algorithms, the
// normalisation of timedelta (exact, with round-half-even of microseconds),
// reprs, isoformat/fromisoformat, strftime/strptime in the C locale, and
// the error messages. Local time comes from _datetime.local_offset
// (localtime_r's tm_gmtoff).

namespace ts::py {

const char* kDatetimeSource = R"PY(
import time as _time
import _datetime

MINYEAR = 1
MAXYEAR = 9999
_DAYS_IN_MONTH = [-1, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
_DAYS_BEFORE_MONTH = [-1]
_dbm = 0
for _dim in _DAYS_IN_MONTH[1:]:
    _DAYS_BEFORE_MONTH.append(_dbm)
    _dbm += _dim
_MONTHNAMES = [None, "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_FULLMONTHS = [None, "January", "February", "March", "April", "May", "June", "July", "August", "September",
               "October", "November", "December"]
_DAYNAMES = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
_FULLDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _days_before_year(year):
    y = year - 1
    return y * 365 + y // 4 - y // 100 + y // 400


def _days_in_month(year, month):
    return 29 if month == 2 and _is_leap(year) else _DAYS_IN_MONTH[month]


def _days_before_month(year, month):
    return _DAYS_BEFORE_MONTH[month] + (month > 2 and _is_leap(year))


def _ymd2ord(year, month, day):
    return _days_before_year(year) + _days_before_month(year, month) + day


_DI400Y = _days_before_year(401)
_DI100Y = _days_before_year(101)
_DI4Y = _days_before_year(5)


def _ord2ymd(n):
    n -= 1
    n400, n = divmod(n, _DI400Y)
    year = n400 * 400 + 1
    n100, n = divmod(n, _DI100Y)
    n4, n = divmod(n, _DI4Y)
    n1, n = divmod(n, 365)
    year += n100 * 100 + n4 * 4 + n1
    if n1 == 4 or n100 == 4:
        return year - 1, 12, 31
    leapyear = n1 == 3 and (n4 != 24 or n100 == 3)
    month = (n + 50) >> 5
    preceding = _DAYS_BEFORE_MONTH[month] + (month > 2 and leapyear)
    if preceding > n:
        month -= 1
        preceding -= _DAYS_IN_MONTH[month] + (month == 2 and leapyear)
    n -= preceding
    return year, month, n + 1


def _index(v, name):
    if isinstance(v, int):
        return int(v)
    if isinstance(v, float):
        raise TypeError("'float' object cannot be interpreted as an integer")
    if hasattr(type(v), "__index__"):
        return v.__index__()
    raise TypeError("an integer is required (got type %s)" % type(v).__name__)


def _check_date_fields(year, month, day):
    year, month, day = _index(year, "year"), _index(month, "month"), _index(day, "day")
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError("year %d is out of range" % year)
    if not 1 <= month <= 12:
        raise ValueError("month must be in 1..12")
    if not 1 <= day <= _days_in_month(year, month):
        raise ValueError("day is out of range for month")
    return year, month, day


def _check_time_fields(hour, minute, second, microsecond, fold=0):
    hour, minute = _index(hour, "hour"), _index(minute, "minute")
    second, microsecond = _index(second, "second"), _index(microsecond, "microsecond")
    if not 0 <= hour <= 23:
        raise ValueError("hour must be in 0..23")
    if not 0 <= minute <= 59:
        raise ValueError("minute must be in 0..59")
    if not 0 <= second <= 59:
        raise ValueError("second must be in 0..59")
    if not 0 <= microsecond <= 999999:
        raise ValueError("microsecond must be in 0..999999")
    if fold not in (0, 1):
        raise ValueError("fold must be either 0 or 1")
    return hour, minute, second, microsecond


def _check_tzinfo(tz):
    if tz is not None and not isinstance(tz, tzinfo):
        raise TypeError("tzinfo argument must be None or of a tzinfo subclass, not type '%s'" % type(tz).__name__)


def _cmperror(x, y):
    raise TypeError("can't compare '%s' to '%s'" % (type(x).__name__, type(y).__name__))


def _divide_and_round(a, b):
    q, r = divmod(a, b)
    r *= 2
    greater_than_half = r > b if b > 0 else r < b
    if greater_than_half or r == b and q % 2 == 1:
        q += 1
    return q


def _exact(v):
    """(numerator, denominator) of an int or float, exactly."""
    if isinstance(v, int):
        return int(v), 1
    if isinstance(v, float):
        return v.as_integer_ratio()
    raise TypeError("unsupported type for timedelta %s component: %s" % ("", type(v).__name__))


class timedelta:
    __slots__ = ("_days", "_seconds", "_microseconds", "_hashcode")

    def __new__(cls, days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0, hours=0, weeks=0):
        num, den = 0, 1
        for value, scale, name in ((days, 86400000000, "days"), (seconds, 1000000, "seconds"),
                                   (microseconds, 1, "microseconds"), (milliseconds, 1000, "milliseconds"),
                                   (minutes, 60000000, "minutes"), (hours, 3600000000, "hours"),
                                   (weeks, 604800000000, "weeks")):
            if not isinstance(value, (int, float)):
                raise TypeError("unsupported type for timedelta %s component: %s" % (name, type(value).__name__))
            n, d = _exact(value)
            num, den = num * d + n * scale * den, den * d
        return cls._from_us(_divide_and_round(num, den))

    @classmethod
    def _from_us(cls, us):
        self = object.__new__(cls)
        s, us = divmod(us, 1000000)
        d, s = divmod(s, 86400)
        if abs(d) > 999999999:
            raise OverflowError("days=%d; must have magnitude <= 999999999" % d)
        self._days, self._seconds, self._microseconds = d, s, us
        self._hashcode = -1
        return self

    @property
    def days(self):
        return self._days

    @property
    def seconds(self):
        return self._seconds

    @property
    def microseconds(self):
        return self._microseconds

    def _to_us(self):
        return (self._days * 86400 + self._seconds) * 1000000 + self._microseconds

    def total_seconds(self):
        return self._to_us() / 10 ** 6

    def __repr__(self):
        args = []
        if self._days:
            args.append("days=%d" % self._days)
        if self._seconds:
            args.append("seconds=%d" % self._seconds)
        if self._microseconds:
            args.append("microseconds=%d" % self._microseconds)
        if not args:
            args.append("0")
        return "datetime.timedelta(%s)" % ", ".join(args)

    def __str__(self):
        mm, ss = divmod(self._seconds, 60)
        hh, mm = divmod(mm, 60)
        s = "%d:%02d:%02d" % (hh, mm, ss)
        if self._days:
            s = ("%d day%s, " % (self._days, "s" if abs(self._days) != 1 else "")) + s
        if self._microseconds:
            s = s + ".%06d" % self._microseconds
        return s

    def __add__(self, other):
        if isinstance(other, timedelta):
            return timedelta._from_us(self._to_us() + other._to_us())
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return timedelta._from_us(self._to_us() - other._to_us())
        return NotImplemented

    def __rsub__(self, other):
        if isinstance(other, timedelta):
            return -self + other
        return NotImplemented

    def __neg__(self):
        return timedelta._from_us(-self._to_us())

    def __pos__(self):
        return self

    def __abs__(self):
        return -self if self._days < 0 else self

    def __mul__(self, other):
        if isinstance(other, int):
            return timedelta._from_us(self._to_us() * other)
        if isinstance(other, float):
            a, b = other.as_integer_ratio()
            return timedelta._from_us(_divide_and_round(self._to_us() * a, b))
        return NotImplemented

    __rmul__ = __mul__

    def __floordiv__(self, other):
        if isinstance(other, timedelta):
            return self._to_us() // other._to_us()
        if isinstance(other, int):
            return timedelta._from_us(self._to_us() // other)
        return NotImplemented

    def __truediv__(self, other):
        if isinstance(other, timedelta):
            return self._to_us() / other._to_us()
        if isinstance(other, int):
            return timedelta._from_us(_divide_and_round(self._to_us(), other))
        if isinstance(other, float):
            a, b = other.as_integer_ratio()
            return timedelta._from_us(_divide_and_round(b * self._to_us(), a))
        return NotImplemented

    def __mod__(self, other):
        if isinstance(other, timedelta):
            return timedelta._from_us(self._to_us() % other._to_us())
        return NotImplemented

    def __divmod__(self, other):
        if isinstance(other, timedelta):
            q, r = divmod(self._to_us(), other._to_us())
            return q, timedelta._from_us(r)
        return NotImplemented

    def _cmp(self, other):
        a, b = self._to_us(), other._to_us()
        return 0 if a == b else 1 if a > b else -1

    def __eq__(self, other):
        return isinstance(other, timedelta) and self._to_us() == other._to_us()

    def __ne__(self, other):
        return not self == other

    def __lt__(self, other):
        if not isinstance(other, timedelta):
            return NotImplemented
        return self._to_us() < other._to_us()

    def __le__(self, other):
        if not isinstance(other, timedelta):
            return NotImplemented
        return self._to_us() <= other._to_us()

    def __gt__(self, other):
        if not isinstance(other, timedelta):
            return NotImplemented
        return self._to_us() > other._to_us()

    def __ge__(self, other):
        if not isinstance(other, timedelta):
            return NotImplemented
        return self._to_us() >= other._to_us()

    def __hash__(self):
        return hash((self._days, self._seconds, self._microseconds))

    def __bool__(self):
        return self._to_us() != 0

    def __reduce__(self):
        return (type(self), (self._days, self._seconds, self._microseconds))


timedelta.min = timedelta(-999999999)
timedelta.max = timedelta(days=999999999, hours=23, minutes=59, seconds=59, microseconds=999999)
timedelta.resolution = timedelta(microseconds=1)


def _format_offset(off, sep=":"):
    if off is None:
        return ""
    sign = "+"
    if off.days < 0:
        sign = "-"
        off = -off
    hh, mm = divmod(off, timedelta(hours=1))
    mm, ss = divmod(mm, timedelta(minutes=1))
    s = "%s%02d%s%02d" % (sign, hh, sep, mm)
    if ss or ss.microseconds:
        s += "%s%02d" % (sep, ss.seconds)
        if ss.microseconds:
            s += ".%06d" % ss.microseconds
    return s


def _wrap_strftime(obj, fmt, y, m, d, hh, mi, ss, us, wday, yday):
    out = []
    i = 0
    n = len(fmt)
    while i < n:
        ch = fmt[i]
        i += 1
        if ch != "%" or i >= n:
            out.append(ch)
            continue
        ch = fmt[i]
        i += 1
        if ch == "Y":
            out.append("%d" % y if y >= 1000 else "%d" % y)
        elif ch == "y":
            out.append("%02d" % (y % 100))
        elif ch == "m":
            out.append("%02d" % m)
        elif ch == "d":
            out.append("%02d" % d)
        elif ch == "e":
            out.append("%2d" % d)
        elif ch == "H":
            out.append("%02d" % hh)
        elif ch == "I":
            out.append("%02d" % (hh % 12 or 12))
        elif ch == "M":
            out.append("%02d" % mi)
        elif ch == "S":
            out.append("%02d" % ss)
        elif ch == "f":
            out.append("%06d" % us)
        elif ch == "p":
            out.append("AM" if hh < 12 else "PM")
        elif ch == "a":
            out.append(_DAYNAMES[wday])
        elif ch == "A":
            out.append(_FULLDAYS[wday])
        elif ch == "w":
            out.append("%d" % ((wday + 1) % 7))
        elif ch == "u":
            out.append("%d" % (wday + 1))
        elif ch == "b" or ch == "h":
            out.append(_MONTHNAMES[m])
        elif ch == "B":
            out.append(_FULLMONTHS[m])
        elif ch == "j":
            out.append("%03d" % yday)
        elif ch == "U":
            out.append("%02d" % ((yday + 6 - (wday + 1) % 7) // 7))
        elif ch == "W":
            out.append("%02d" % ((yday + 6 - wday) // 7))
        elif ch == "c":
            out.append("%s %s %2d %02d:%02d:%02d %d" % (_DAYNAMES[wday], _MONTHNAMES[m], d, hh, mi, ss, y))
        elif ch == "x":
            out.append("%02d/%02d/%02d" % (m, d, y % 100))
        elif ch == "X":
            out.append("%02d:%02d:%02d" % (hh, mi, ss))
        elif ch == "D":
            out.append("%02d/%02d/%02d" % (m, d, y % 100))
        elif ch == "F":
            out.append("%d-%02d-%02d" % (y, m, d))
        elif ch == "T":
            out.append("%02d:%02d:%02d" % (hh, mi, ss))
        elif ch == "R":
            out.append("%02d:%02d" % (hh, mi))
        elif ch == "z":
            off = obj.utcoffset() if hasattr(obj, "utcoffset") else None
            out.append(_format_offset(off, "") if off is not None else "")
        elif ch == "Z":
            name = obj.tzname() if hasattr(obj, "tzname") else None
            out.append(name or "")
        elif ch == "%":
            out.append("%")
        else:
            out.append("%" + ch)
    return "".join(out)


class date:
    __slots__ = ("_year", "_month", "_day", "_hashcode")

    def __new__(cls, year, month=None, day=None):
        year, month, day = _check_date_fields(year, month, day)
        self = object.__new__(cls)
        self._year, self._month, self._day = year, month, day
        self._hashcode = -1
        return self

    @classmethod
    def fromtimestamp(cls, t):
        y, m, d, hh, mm, ss, us = _local_fields(t)
        return cls(y, m, d)

    @classmethod
    def today(cls):
        return cls.fromtimestamp(_time.time())

    @classmethod
    def fromordinal(cls, n):
        y, m, d = _ord2ymd(n)
        return cls(y, m, d)

    @classmethod
    def fromisoformat(cls, date_string):
        if not isinstance(date_string, str):
            raise TypeError("fromisoformat: argument must be str")
        try:
            return cls(*_parse_isoformat_date(date_string, True))
        except (ValueError, IndexError):
            raise ValueError("Invalid isoformat string: %r" % date_string)

    @classmethod
    def fromisocalendar(cls, year, week, day):
        first = _isoweek1monday(year)
        return cls(*_ord2ymd(first + (week - 1) * 7 + day - 1))

    @property
    def year(self):
        return self._year

    @property
    def month(self):
        return self._month

    @property
    def day(self):
        return self._day

    def __repr__(self):
        return "%s.%s(%d, %d, %d)" % (_module_of(self), type(self).__qualname__, self._year, self._month, self._day)

    def isoformat(self):
        return "%04d-%02d-%02d" % (self._year, self._month, self._day)

    __str__ = isoformat

    def ctime(self):
        return "%s %s %2d 00:00:00 %04d" % (_DAYNAMES[self.weekday()], _MONTHNAMES[self._month], self._day, self._year)

    def strftime(self, fmt):
        return _wrap_strftime(self, fmt, self._year, self._month, self._day, 0, 0, 0, 0, self.weekday(),
                              _days_before_month(self._year, self._month) + self._day)

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError("must be str, not %s" % type(fmt).__name__)
        return self.strftime(fmt) if fmt else str(self)

    def timetuple(self):
        return _time.struct_time((self._year, self._month, self._day, 0, 0, 0, self.weekday(),
                                  _days_before_month(self._year, self._month) + self._day, -1))

    def toordinal(self):
        return _ymd2ord(self._year, self._month, self._day)

    def weekday(self):
        return (self.toordinal() + 6) % 7

    def isoweekday(self):
        return self.toordinal() % 7 or 7

    def isocalendar(self):
        year = self._year
        week1monday = _isoweek1monday(year)
        today = _ymd2ord(self._year, self._month, self._day)
        week, day = divmod(today - week1monday, 7)
        if week < 0:
            year -= 1
            week1monday = _isoweek1monday(year)
            week, day = divmod(today - week1monday, 7)
        elif week >= 52:
            if today >= _isoweek1monday(year + 1):
                year += 1
                week = 0
        return IsoCalendarDate(year, week + 1, day + 1)

    def replace(self, year=None, month=None, day=None):
        return type(self)(self._year if year is None else year, self._month if month is None else month,
                          self._day if day is None else day)

    def _key(self):
        return (self._year, self._month, self._day)

    def __eq__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime) and not isinstance(self, datetime):
            return self._key() == other._key()
        return NotImplemented

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    def _cmp_other(self, other):
        return isinstance(other, date) and not isinstance(other, datetime)

    def __lt__(self, other):
        if not self._cmp_other(other):
            return NotImplemented
        return self._key() < other._key()

    def __le__(self, other):
        if not self._cmp_other(other):
            return NotImplemented
        return self._key() <= other._key()

    def __gt__(self, other):
        if not self._cmp_other(other):
            return NotImplemented
        return self._key() > other._key()

    def __ge__(self, other):
        if not self._cmp_other(other):
            return NotImplemented
        return self._key() >= other._key()

    def __hash__(self):
        return hash(self._key())

    def __add__(self, other):
        if isinstance(other, timedelta):
            o = self.toordinal() + other.days
            if 0 < o <= _MAXORDINAL:
                return type(self).fromordinal(o)
            raise OverflowError("result out of range")
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return self + timedelta(-other.days)
        if isinstance(other, date):
            return timedelta(self.toordinal() - other.toordinal())
        return NotImplemented

    def __reduce__(self):
        return (type(self), (self._year, self._month, self._day))


def _module_of(obj):
    mod = type(obj).__module__
    return "datetime" if mod in (None, "", __name__) else mod


_MAXORDINAL = 3652059


def _isoweek1monday(year):
    firstday = _ymd2ord(year, 1, 1)
    firstweekday = (firstday + 6) % 7
    week1monday = firstday - firstweekday
    if firstweekday > 3:
        week1monday += 7
    return week1monday


class IsoCalendarDate(tuple):
    def __new__(cls, year, week, weekday):
        return tuple.__new__(cls, (year, week, weekday))

    @property
    def year(self):
        return self[0]

    @property
    def week(self):
        return self[1]

    @property
    def weekday(self):
        return self[2]

    def __repr__(self):
        return "datetime.IsoCalendarDate(year=%d, week=%d, weekday=%d)" % (self[0], self[1], self[2])


date.min = date(1, 1, 1)
date.max = date(9999, 12, 31)
date.resolution = timedelta(days=1)


class tzinfo:
    __slots__ = ()

    def tzname(self, dt):
        raise NotImplementedError("tzinfo subclass must override tzname()")

    def utcoffset(self, dt):
        raise NotImplementedError("tzinfo subclass must override utcoffset()")

    def dst(self, dt):
        raise NotImplementedError("tzinfo subclass must override dst()")

    def fromutc(self, dt):
        return dt + self.utcoffset(dt)


class timezone(tzinfo):
    __slots__ = ("_offset", "_name")

    def __new__(cls, offset, name=None):
        if not isinstance(offset, timedelta):
            raise TypeError("offset must be a timedelta")
        if name is not None and not isinstance(name, str):
            raise TypeError("name must be a string")
        if not -timedelta(hours=24) < offset < timedelta(hours=24):
            raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24) and "
                             "timedelta(hours=24), not %r." % offset)
        self = object.__new__(cls)
        self._offset, self._name = offset, name
        return self

    def __eq__(self, other):
        if isinstance(other, timezone):
            return self._offset == other._offset
        return NotImplemented

    def __hash__(self):
        return hash(self._offset)

    def __repr__(self):
        if self is timezone.utc:
            return "datetime.timezone.utc"
        if self._name is None:
            return "datetime.timezone(%r)" % (self._offset,)
        return "datetime.timezone(%r, %r)" % (self._offset, self._name)

    def __str__(self):
        return self.tzname(None)

    def utcoffset(self, dt):
        return self._offset

    def tzname(self, dt):
        if self._name is not None:
            return self._name
        if not self._offset:
            return "UTC"
        return "UTC" + _format_offset(self._offset)

    def dst(self, dt):
        return None

    def fromutc(self, dt):
        return dt + self._offset


timezone.utc = timezone(timedelta(0))
timezone.min = timezone(-timedelta(hours=23, minutes=59))
timezone.max = timezone(timedelta(hours=23, minutes=59))
UTC = timezone.utc


class time:
    __slots__ = ("_hour", "_minute", "_second", "_microsecond", "_tzinfo", "_fold")

    def __new__(cls, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0):
        hour, minute, second, microsecond = _check_time_fields(hour, minute, second, microsecond, fold)
        _check_tzinfo(tzinfo)
        self = object.__new__(cls)
        self._hour, self._minute, self._second, self._microsecond = hour, minute, second, microsecond
        self._tzinfo, self._fold = tzinfo, fold
        return self

    hour = property(lambda self: self._hour)
    minute = property(lambda self: self._minute)
    second = property(lambda self: self._second)
    microsecond = property(lambda self: self._microsecond)
    tzinfo = property(lambda self: self._tzinfo)
    fold = property(lambda self: self._fold)

    @classmethod
    def fromisoformat(cls, time_string):
        try:
            fields, tz = _parse_isoformat_time(time_string)
            return cls(*fields, tzinfo=tz)
        except (ValueError, IndexError):
            raise ValueError("Invalid isoformat string: %r" % time_string)

    def utcoffset(self):
        return None if self._tzinfo is None else self._tzinfo.utcoffset(None)

    def tzname(self):
        return None if self._tzinfo is None else self._tzinfo.tzname(None)

    def isoformat(self, timespec="auto"):
        s = _format_time(self._hour, self._minute, self._second, self._microsecond, timespec)
        return s + _format_offset(self.utcoffset())

    __str__ = isoformat

    def strftime(self, fmt):
        return _wrap_strftime(self, fmt, 1900, 1, 1, self._hour, self._minute, self._second, self._microsecond, 0, 1)

    def __format__(self, fmt):
        return self.strftime(fmt) if fmt else str(self)

    def __repr__(self):
        if self._microsecond:
            s = ", %d, %d" % (self._second, self._microsecond)
        elif self._second:
            s = ", %d" % self._second
        else:
            s = ""
        s = "%s.%s(%d, %d%s)" % (_module_of(self), type(self).__qualname__, self._hour, self._minute, s)
        if self._tzinfo is not None:
            s = s[:-1] + ", tzinfo=%r)" % self._tzinfo
        return s

    def _key(self):
        return (self._hour, self._minute, self._second, self._microsecond)

    def __eq__(self, other):
        return isinstance(other, time) and self._key() == other._key() and self.utcoffset() == other.utcoffset()

    def __lt__(self, other):
        if not isinstance(other, time):
            return NotImplemented
        return self._key() < other._key()

    def __le__(self, other):
        if not isinstance(other, time):
            return NotImplemented
        return self._key() <= other._key()

    def __gt__(self, other):
        if not isinstance(other, time):
            return NotImplemented
        return self._key() > other._key()

    def __ge__(self, other):
        if not isinstance(other, time):
            return NotImplemented
        return self._key() >= other._key()

    def __hash__(self):
        return hash(self._key())

    def __bool__(self):
        return True

    def replace(self, hour=None, minute=None, second=None, microsecond=None, tzinfo=True, *, fold=None):
        return type(self)(self._hour if hour is None else hour, self._minute if minute is None else minute,
                          self._second if second is None else second,
                          self._microsecond if microsecond is None else microsecond,
                          self._tzinfo if tzinfo is True else tzinfo, fold=self._fold if fold is None else fold)


time.min = time(0, 0, 0)
time.max = time(23, 59, 59, 999999)
time.resolution = timedelta(microseconds=1)


def _format_time(hh, mm, ss, us, timespec):
    specs = {"hours": "{:02d}", "minutes": "{:02d}:{:02d}", "seconds": "{:02d}:{:02d}:{:02d}",
             "milliseconds": "{:02d}:{:02d}:{:02d}.{:03d}", "microseconds": "{:02d}:{:02d}:{:02d}.{:06d}"}
    if timespec == "auto":
        timespec = "microseconds" if us else "seconds"
    elif timespec == "milliseconds":
        us //= 1000
    if timespec not in specs:
        raise ValueError("Unknown timespec value")
    return specs[timespec].format(hh, mm, ss, us)


def _parse_isoformat_date(s, only_date):
    # YYYY-MM-DD, YYYYMMDD, YYYY-Www[-D]
    if len(s) < 7 or not s[:4].isdigit():
        raise ValueError("bad")
    year = int(s[:4])
    if s[4] == "-":
        rest, sep = s[5:], True
    else:
        rest, sep = s[4:], False
    if rest[:1] == "W":
        week = int(rest[1:3])
        tail = rest[3:]
        if sep and tail[:1] == "-":
            tail = tail[1:]
        day = int(tail) if tail else 1
        return _ord2ymd(_isoweek1monday(year) + (week - 1) * 7 + day - 1)
    if sep:
        if len(rest) != 5 or rest[2] != "-":
            raise ValueError("bad")
        m, d = rest[:2], rest[3:]
    else:
        if len(rest) != 4:
            raise ValueError("bad")
        m, d = rest[:2], rest[2:]
    if not (m.isdigit() and d.isdigit()):
        raise ValueError("bad")
    return year, int(m), int(d)


def _parse_isoformat_time(s):
    tz = None
    for i, ch in enumerate(s):
        if ch in "+-Z":
            tz_s = s[i:]
            s = s[:i]
            if tz_s == "Z":
                tz = timezone.utc
            else:
                sign = -1 if tz_s[0] == "-" else 1
                parts, _ = _parse_hms(tz_s[1:])
                off = timedelta(hours=parts[0], minutes=parts[1], seconds=parts[2], microseconds=parts[3])
                tz = timezone.utc if not off else timezone(sign * off)
            break
    fields, _ = _parse_hms(s)
    return fields, tz


def _parse_hms(s):
    frac = 0
    for sep in ".,":
        if sep in s:
            s, f = s.split(sep, 1)
            if not f.isdigit() or not 1 <= len(f):
                raise ValueError("bad")
            frac = int((f + "000000")[:6])
    if ":" in s:
        parts = s.split(":")
    else:
        parts = [s[i:i + 2] for i in range(0, len(s), 2)]
    if not 1 <= len(parts) <= 3 or any(len(p) != 2 or not p.isdigit() for p in parts):
        raise ValueError("bad")
    nums = [int(p) for p in parts] + [0] * (3 - len(parts))
    return nums + [frac], None


def _local_fields(t):
    """(y, m, d, hh, mm, ss, us) of POSIX time t in local time."""
    frac, whole = _math_modf(t)
    us = round(frac * 1e6)
    whole = int(whole)
    if us >= 1000000:
        whole += 1
        us -= 1000000
    elif us < 0:
        whole -= 1
        us += 1000000
    whole += _datetime.local_offset(whole)
    days, secs = divmod(whole, 86400)
    y, m, d = _ord2ymd(days + _EPOCH_ORDINAL)
    hh, rem = divmod(secs, 3600)
    mm, ss = divmod(rem, 60)
    return y, m, d, hh, mm, ss, us


def _math_modf(t):
    whole = float(int(t)) if isinstance(t, float) else t
    return t - whole, whole


_EPOCH_ORDINAL = 719163


class datetime(date):
    __slots__ = ("_hour", "_minute", "_second", "_microsecond", "_tzinfo", "_fold")

    def __new__(cls, year, month=None, day=None, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0):
        year, month, day = _check_date_fields(year, month, day)
        hour, minute, second, microsecond = _check_time_fields(hour, minute, second, microsecond, fold)
        _check_tzinfo(tzinfo)
        self = object.__new__(cls)
        self._year, self._month, self._day = year, month, day
        self._hour, self._minute, self._second, self._microsecond = hour, minute, second, microsecond
        self._tzinfo, self._fold = tzinfo, fold
        self._hashcode = -1
        return self

    hour = property(lambda self: self._hour)
    minute = property(lambda self: self._minute)
    second = property(lambda self: self._second)
    microsecond = property(lambda self: self._microsecond)
    tzinfo = property(lambda self: self._tzinfo)
    fold = property(lambda self: self._fold)

    @classmethod
    def fromtimestamp(cls, t, tz=None):
        if not isinstance(t, (int, float)):
            raise TypeError("'%s' object cannot be interpreted as an integer" % type(t).__name__)
        if tz is None:
            return cls(*_local_fields(t))
        frac, whole = _math_modf(t)
        us = round(frac * 1e6)
        base = cls(1970, 1, 1, tzinfo=tz) + timedelta(seconds=int(whole), microseconds=us)
        return tz.fromutc(base)

    @classmethod
    def utcfromtimestamp(cls, t):
        frac, whole = _math_modf(t)
        return cls(1970, 1, 1) + timedelta(seconds=int(whole), microseconds=round(frac * 1e6))

    @classmethod
    def now(cls, tz=None):
        return cls.fromtimestamp(_time.time(), tz)

    @classmethod
    def utcnow(cls):
        return cls.utcfromtimestamp(_time.time())

    @classmethod
    def today(cls):
        return cls.fromtimestamp(_time.time())

    @classmethod
    def combine(cls, date, time, tzinfo=True):
        if tzinfo is True:
            tzinfo = time.tzinfo
        return cls(date.year, date.month, date.day, time.hour, time.minute, time.second, time.microsecond, tzinfo,
                   fold=time.fold)

    @classmethod
    def fromisoformat(cls, date_string):
        if not isinstance(date_string, str):
            raise TypeError("fromisoformat: argument must be str")
        try:
            ymd = _parse_isoformat_date(date_string[:10] if len(date_string) >= 10 and date_string[4:5] == "-"
                                        else date_string[:8], False)
            n = 10 if date_string[4:5] == "-" else 8
            rest = date_string[n:]
            if rest:
                if rest[0] not in "T ":
                    raise ValueError("bad")
                fields, tz = _parse_isoformat_time(rest[1:])
                if fields[0] == 24 and fields[1:] == [0, 0, 0]:
                    return cls(*ymd, tzinfo=tz) + timedelta(days=1)
                return cls(*ymd, *fields, tzinfo=tz)
            return cls(*ymd)
        except (ValueError, IndexError):
            raise ValueError("Invalid isoformat string: %r" % date_string)

    @classmethod
    def strptime(cls, date_string, format):
        return _strptime(cls, date_string, format)

    def timetuple(self):
        return _time.struct_time((self._year, self._month, self._day, self._hour, self._minute, self._second,
                                  self.weekday(), _days_before_month(self._year, self._month) + self._day, -1))

    def timestamp(self):
        if self._tzinfo is None:
            local = (self - datetime(1970, 1, 1)) // timedelta(seconds=1)
            t = local - _datetime.local_offset(local)
            return t + self._microsecond / 1e6
        return (self - _EPOCH).total_seconds()

    def date(self):
        return date(self._year, self._month, self._day)

    def time(self):
        return time(self._hour, self._minute, self._second, self._microsecond, fold=self._fold)

    def timetz(self):
        return time(self._hour, self._minute, self._second, self._microsecond, self._tzinfo, fold=self._fold)

    def utcoffset(self):
        return None if self._tzinfo is None else self._tzinfo.utcoffset(self)

    def tzname(self):
        return None if self._tzinfo is None else self._tzinfo.tzname(self)

    def dst(self):
        return None if self._tzinfo is None else self._tzinfo.dst(self)

    def astimezone(self, tz=None):
        if tz is None:
            tz = timezone(timedelta(seconds=_datetime.local_offset(int(self.timestamp()))))
        off = self.utcoffset()
        if off is None:
            off = timedelta(seconds=_datetime.local_offset(int(self.timestamp())))
        utc = (self - off).replace(tzinfo=tz)
        return tz.fromutc(utc)

    def replace(self, year=None, month=None, day=None, hour=None, minute=None, second=None, microsecond=None,
                tzinfo=True, *, fold=None):
        return type(self)(self._year if year is None else year, self._month if month is None else month,
                          self._day if day is None else day, self._hour if hour is None else hour,
                          self._minute if minute is None else minute, self._second if second is None else second,
                          self._microsecond if microsecond is None else microsecond,
                          self._tzinfo if tzinfo is True else tzinfo, fold=self._fold if fold is None else fold)

    def isoformat(self, sep="T", timespec="auto"):
        s = "%04d-%02d-%02d%s" % (self._year, self._month, self._day, sep)
        s += _format_time(self._hour, self._minute, self._second, self._microsecond, timespec)
        return s + _format_offset(self.utcoffset())

    def __str__(self):
        return self.isoformat(sep=" ")

    def __repr__(self):
        fields = [self._year, self._month, self._day, self._hour, self._minute, self._second, self._microsecond]
        if fields[-1] == 0:
            del fields[-1]
        if fields[-1] == 0:
            del fields[-1]
        s = "%s.%s(%s)" % (_module_of(self), type(self).__qualname__, ", ".join(map(str, fields)))
        if self._tzinfo is not None:
            s = s[:-1] + ", tzinfo=%r)" % self._tzinfo
        if self._fold:
            s = s[:-1] + ", fold=1)"
        return s

    def ctime(self):
        return "%s %s %2d %02d:%02d:%02d %04d" % (_DAYNAMES[self.weekday()], _MONTHNAMES[self._month], self._day,
                                                   self._hour, self._minute, self._second, self._year)

    def strftime(self, fmt):
        return _wrap_strftime(self, fmt, self._year, self._month, self._day, self._hour, self._minute, self._second,
                              self._microsecond, self.weekday(),
                              _days_before_month(self._year, self._month) + self._day)

    def _us(self):
        days = self.toordinal()
        return ((days * 86400 + self._hour * 3600 + self._minute * 60 + self._second) * 1000000
                + self._microsecond)

    def _utc_us(self):
        off = self.utcoffset()
        return self._us() - (off._to_us() if off is not None else 0)

    def _cmp(self, other, op):
        if not isinstance(other, datetime):
            if isinstance(other, date) and op not in ("==", "!="):
                raise TypeError("can't compare %s to %s" % (type(self).__name__, type(other).__name__))
            return NotImplemented
        a_off, b_off = self.utcoffset(), other.utcoffset()
        if (a_off is None) != (b_off is None):
            if op in ("==", "!="):
                return op == "!="
            raise TypeError("can't compare offset-naive and offset-aware datetimes")
        a, b = (self._utc_us(), other._utc_us()) if a_off is not None else (self._us(), other._us())
        return {"==": a == b, "!=": a != b, "<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b}[op]

    def __eq__(self, other):
        return self._cmp(other, "==")

    def __ne__(self, other):
        return self._cmp(other, "!=")

    def __lt__(self, other):
        return self._cmp(other, "<")

    def __le__(self, other):
        return self._cmp(other, "<=")

    def __gt__(self, other):
        return self._cmp(other, ">")

    def __ge__(self, other):
        return self._cmp(other, ">=")

    def __hash__(self):
        return hash(self._utc_us() if self.utcoffset() is not None else self._us())

    def __add__(self, other):
        if not isinstance(other, timedelta):
            return NotImplemented
        us = self._us() + other._to_us()
        days, us = divmod(us, 86400000000)
        if not 0 < days <= _MAXORDINAL:
            raise OverflowError("date value out of range")
        secs, us = divmod(us, 1000000)
        hh, rem = divmod(secs, 3600)
        mm, ss = divmod(rem, 60)
        return type(self).combine(date.fromordinal(days), time(hh, mm, ss, us), self._tzinfo)

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return self + -other
        if not isinstance(other, datetime):
            return NotImplemented
        a_off, b_off = self.utcoffset(), other.utcoffset()
        if (a_off is None) != (b_off is None):
            raise TypeError("can't subtract offset-naive and offset-aware datetimes")
        if a_off is not None and self._tzinfo is not other._tzinfo:
            return timedelta(microseconds=self._utc_us() - other._utc_us())
        return timedelta(microseconds=self._us() - other._us())

    def __reduce__(self):
        return (type(self), (self._year, self._month, self._day, self._hour, self._minute, self._second,
                             self._microsecond, self._tzinfo))


datetime.min = datetime(1, 1, 1)
datetime.max = datetime(9999, 12, 31, 23, 59, 59, 999999)
datetime.resolution = timedelta(microseconds=1)
_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)


def _strptime(cls, data, fmt):
    if not isinstance(data, str):
        raise TypeError("strptime() argument 1 must be str, not %s" % type(data).__name__)
    vals = {"Y": 1900, "m": 1, "d": 1, "H": 0, "M": 0, "S": 0, "f": 0, "p": None, "j": None, "tz": None}
    pos = 0
    i = 0

    def fail():
        raise ValueError("time data %r does not match format %r" % (data, fmt))

    def number(lo_digits, hi_digits):
        nonlocal pos
        j = pos
        while j < len(data) and j - pos < hi_digits and data[j].isdigit():
            j += 1
        if j - pos < lo_digits:
            fail()
        s = data[pos:j]
        pos = j
        return s

    def word(names):
        nonlocal pos
        for k, name in enumerate(names):
            if name and data[pos:pos + len(name)].lower() == name.lower():
                pos += len(name)
                return k
        fail()

    while i < len(fmt):
        ch = fmt[i]
        i += 1
        if ch != "%":
            if ch.isspace():
                while pos < len(data) and data[pos].isspace():
                    pos += 1
                continue
            if pos >= len(data) or data[pos] != ch:
                fail()
            pos += 1
            continue
        if i >= len(fmt):
            raise ValueError("stray %% in format %r" % fmt)
        d = fmt[i]
        i += 1
        if d == "Y":
            vals["Y"] = int(number(4, 4))
        elif d == "y":
            y = int(number(2, 2))
            vals["Y"] = y + (2000 if y < 69 else 1900)
        elif d in "mdHMSI":
            vals[d] = int(number(1, 2))
        elif d == "f":
            vals["f"] = int((number(1, 6) + "000000")[:6])
        elif d == "j":
            vals["j"] = int(number(1, 3))
        elif d == "p":
            vals["p"] = word(["AM", "PM"])
        elif d == "b" or d == "h":
            vals["m"] = word(_MONTHNAMES[1:]) + 1
        elif d == "B":
            vals["m"] = word(_FULLMONTHS[1:]) + 1
        elif d == "a":
            word(_DAYNAMES)
        elif d == "A":
            word(_FULLDAYS)
        elif d == "z":
            if data[pos:pos + 1] == "Z":
                pos += 1
                vals["tz"] = timezone.utc
            else:
                if data[pos:pos + 1] not in ("+", "-"):
                    fail()
                sign = -1 if data[pos] == "-" else 1
                pos += 1
                hh = int(number(2, 2))
                if data[pos:pos + 1] == ":":
                    pos += 1
                mm = int(number(2, 2))
                vals["tz"] = timezone(sign * timedelta(hours=hh, minutes=mm))
        elif d == "%":
            if data[pos:pos + 1] != "%":
                fail()
            pos += 1
        else:
            raise ValueError("'%s' is a bad directive in format '%s'" % (d, "%" + d))
    if pos != len(data):
        raise ValueError("unconverted data remains: %s" % data[pos:])
    hour = vals["H"]
    if "I" in vals:
        hour = vals["I"] % 12 + (12 if vals["p"] == 1 else 0)
    y, m, dd = vals["Y"], vals["m"], vals["d"]
    if vals["j"] is not None:
        y, m, dd = _ord2ymd(_ymd2ord(y, 1, 1) + vals["j"] - 1)
    return cls(y, m, dd, hour, vals["M"], vals["S"], vals["f"], vals["tz"])
)PY";

}  // namespace ts::py
