# CPython 3.11 bounds decimal int <-> str conversion at 4300 digits
# (sys.set_int_max_str_digits): past it int(), str(), repr(), format and
# %-formatting raise ValueError instead of running for minutes.
import sys

big = 10**5000
for name, make in [
    ("int(str)", lambda: int("9" * 10**6)),
    ("int(bytes)", lambda: int(b"7" * 4301)),
    ("int(-str)", lambda: int("-" + "1" * 4301)),
    ("int underscores", lambda: int("1_" * 4300 + "1")),
    ("str", lambda: str(10**100000)),
    ("repr", lambda: repr(-big)),
    ("f-string", lambda: f"{big}"),
    ("format d", lambda: format(big, "d")),
    ("%d", lambda: "%d" % big),
    ("print", lambda: print(big)),
]:
    try:
        r = make()
        print(name, "ok", r if isinstance(r, int) and r < 10**20 else len(str(r)) if isinstance(r, str) else "big")
    except ValueError as e:
        print(name, "ValueError", e)

# At the limit, and bases that are powers of two, convert.
print(len(str(int("1" * 4300))), len(str(-int("9" * 4300))))
print(int("f" * 5000, 16) > 0, len(hex(big)), len(bin(big)), len(oct(big)))
print(sys.get_int_max_str_digits())
for bad in [100, -1, 640]:
    try:
        sys.set_int_max_str_digits(bad)
    except ValueError as e:
        print(bad, e)
sys.set_int_max_str_digits(641)
print(sys.get_int_max_str_digits(), len(str(10**640)))
try:
    str(10**641)
except ValueError as e:
    print(e)
sys.set_int_max_str_digits(maxdigits=0)
print(len(str(10**100000)), len(str(int("9" * 10**5))))
sys.set_int_max_str_digits(4300)
exec("x = " + "1" * 4300)
print(x % 1000)
try:
    exec("x = " + "1" * 4301)
except SyntaxError as e:
    print("SyntaxError", e.msg)
