# try/except/else/finally ordering, re-raise, exception attributes.
def div(a, b):
    try:
        r = a / b
    except ZeroDivisionError as e:
        print("zero:", e)
        return None
    else:
        print("ok")
        return r
    finally:
        print("finally", a, b)
print(div(1, 2), div(1, 0))
try:
    try:
        [][1]
    except IndexError:
        print("inner")
        raise
except LookupError as e:
    print("outer", type(e).__name__, e.args)
try:
    int("x")
except (TypeError, ValueError) as e:
    print(type(e).__name__, e)
def fin():
    try:
        return "try"
    finally:
        print("cleanup")
print(fin())
def fin_override():
    try:
        raise RuntimeError("lost")
    finally:
        return "finally wins"
print(fin_override())
for i in range(3):
    try:
        if i == 1:
            continue
        print("body", i)
    finally:
        print("fin", i)
try:
    raise Exception("a", 1)
except Exception as e:
    print(e.args, str(e), repr(e))
e = None
try:
    {}["missing"]
except KeyError as err:
    e = err
print(repr(e), str(e))
try:
    raise ValueError
except ValueError as v:
    print(repr(v), str(v) == "")
