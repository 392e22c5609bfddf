import time
import datetime
import os

ts = 1700000000
st = time.gmtime(ts)
print(st.tm_year, st.tm_mon, st.tm_mday, st.tm_hour, st.tm_min, st.tm_sec, st.tm_wday, st.tm_yday, st.tm_isdst)
print(st)
print(tuple(st))
print(time.strftime("%Y-%m-%d %H:%M:%S", st))
print(time.strftime("%a %b %d %j", st))
print(time.mktime(time.localtime(ts)) == ts)
lt = time.localtime(ts)
print(type(lt).__name__, len(lt), lt[0])
print(time.asctime(st))
print(calendar_like := time.gmtime(0).tm_year)
d = datetime.datetime(2023, 11, 14, 22, 13, 20)
print(d.isoformat(), d.weekday(), d.strftime("%B %d, %Y"))
print(d + datetime.timedelta(days=20, hours=5))
delta = datetime.datetime(2024, 1, 1) - d
print(delta, delta.days, delta.seconds, delta.total_seconds())
print(datetime.date(2024, 2, 29).toordinal(), datetime.date.fromordinal(738000))
print(datetime.datetime.utcfromtimestamp(ts))
start = time.perf_counter()
elapsed = time.perf_counter() - start
print(elapsed >= 0, isinstance(time.time(), float))
print(st.tm_zone if hasattr(st, "tm_zone") else None)
