# A training loop that timestamps epochs with datetime (fixed start for determinism).
import datetime
from datetime import date, datetime as dt, timedelta, timezone
import torch

start = dt(2024, 3, 9, 23, 58, 30, 250000)
print(start, repr(start))
print(start.isoformat(), start.isoformat(sep=" ", timespec="seconds"), start.isoformat(timespec="milliseconds"))
print(start.strftime("%Y-%m-%d %H:%M:%S.%f"), start.strftime("run_%Y%m%d_%H%M%S"))
print(start.strftime("%a %A %b %B %j %p %I %y %e %% %U %W %w %u"))
print(start.strftime("%c | %x | %X"))
print(start.date(), start.time(), repr(start.date()), repr(start.time()))
torch.manual_seed(0)
model = torch.nn.Linear(4, 2)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
x, y = torch.randn(8, 4), torch.randn(8, 2)
t = start
for epoch in range(3):
    loss = torch.nn.functional.mse_loss(model(x), y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    t = t + timedelta(seconds=45.5 * (epoch + 1))
    elapsed = t - start
    print(f"[{t:%H:%M:%S}] epoch {epoch} loss={loss.item():.4f} elapsed={elapsed} ({elapsed.total_seconds()}s)")
print(t.day, t.month, t.year, t.weekday(), t.isoweekday(), t.isocalendar())

d = timedelta(days=1, hours=2, minutes=3, seconds=4, microseconds=5)
print(d, repr(d), d.total_seconds(), d.days, d.seconds, d.microseconds)
print(-d, repr(-d), abs(-d), d * 2, d / 2, d // 3, d * 1.5, d / d, d // timedelta(hours=1), d % timedelta(hours=1))
print(timedelta(0), repr(timedelta(0)), timedelta(weeks=1, milliseconds=1.5), timedelta(hours=-1), timedelta(seconds=0.0000015))
print(timedelta(days=1) > timedelta(hours=23), timedelta(hours=24) == timedelta(days=1), bool(timedelta(0)))
print(sorted([timedelta(hours=3), timedelta(minutes=5), timedelta(days=-1)]))
print(timedelta.max, timedelta.min, timedelta.resolution)

print(date(2024, 2, 28) + timedelta(days=1), date(2023, 2, 28) + timedelta(days=1), date(2024, 12, 31) - date(2024, 1, 1))
print(date(2024, 1, 5).toordinal(), date.fromordinal(738890), date(2024, 1, 5).replace(month=7), date(2024, 1, 5).ctime())
print(date.fromisoformat("2024-05-17"), dt.fromisoformat("2024-05-17T10:20:30"), dt.fromisoformat("2024-05-17 10:20:30.123"))
print(repr(dt.fromisoformat("2024-05-17T10:20:30+02:00")), dt.fromisoformat("2024-05-17T10:20:30Z"))
print(dt.strptime("2024-06-01 14:05:09", "%Y-%m-%d %H:%M:%S"), dt.strptime("01/Jun/2024:02:05 PM", "%d/%b/%Y:%I:%M %p"))
print(dt.combine(date(2024, 1, 1), datetime.time(12, 30)), datetime.time(7, 5, 3, 10), datetime.time(7, 5).isoformat())

utc = dt(2024, 1, 1, 12, 0, tzinfo=timezone.utc)
plus2 = dt(2024, 1, 1, 14, 0, tzinfo=timezone(timedelta(hours=2)))
print(utc, repr(utc), utc == plus2, utc - plus2, plus2.utcoffset(), plus2.tzname(), utc.tzname())
print(utc.timestamp(), dt.fromtimestamp(0, timezone.utc), dt.fromtimestamp(1700000000.5, tz=timezone.utc))
print(utc.astimezone(timezone(timedelta(hours=-5))), repr(timezone(timedelta(hours=5, minutes=30))), str(timezone.utc))
print(utc.strftime("%Y-%m-%dT%H:%M:%S%z %Z"), dt(2024, 1, 1) < dt(2024, 1, 2), dt.min, dt.max)
print(dt(2024, 1, 1) == date(2024, 1, 1), {dt(2024, 1, 1): "a"}[dt(2024, 1, 1)], date(2024, 1, 1) in {date(2024, 1, 1)})
now = dt.now()
print(type(now).__name__, now.year >= 2024, isinstance(now, date), isinstance(dt.today(), dt), type(date.today()).__name__)
print((dt.now() - now).total_seconds() < 60, dt.utcnow().year >= 2024, dt.now(timezone.utc).tzinfo)
for bad in [lambda: date(2024, 13, 1), lambda: date(2023, 2, 29), lambda: date(0, 1, 1), lambda: dt(2024, 1, 1, 24),
            lambda: timedelta(days=10**9), lambda: date.fromisoformat("2024-1-5"),
            lambda: dt.strptime("2024-01-05", "%Y/%m/%d"), lambda: dt.strptime("2024-01-05x", "%Y-%m-%d"),
            lambda: dt(2024, 1, 1) - dt(2024, 1, 1, tzinfo=timezone.utc),
            lambda: dt(2024, 1, 1) < dt(2024, 1, 1, tzinfo=timezone.utc), lambda: dt.max + timedelta(1)]:
    try:
        bad()
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
