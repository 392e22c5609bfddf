def f(n):
    out = []
    for i in range(n):
        try:
            if i == 1:
                continue
            if i == 3:
                break
            out.append(i)
        finally:
            out.append(f"f{i}")
    else:
        out.append("else")
    return out


print(f(2), f(5))


def g():
    try:
        return "try"
    finally:
        return "finally wins"


print(g())


def h():
    for i in range(3):
        try:
            return i
        finally:
            if i == 0:
                continue
    return "end"


print(h())


def k(x):
    try:
        r = 10 / x
    except ZeroDivisionError:
        return "div0"
    except TypeError as e:
        return f"type: {e}"
    else:
        return f"ok {r}"
    finally:
        print("cleanup", x)


print(k(2), k(0), k("a"))


def nested():
    try:
        try:
            raise KeyError("inner")
        finally:
            print("inner finally")
    except KeyError as e:
        print("caught", repr(e))
        try:
            raise ValueError("second")
        except ValueError as e2:
            print("context is KeyError:", isinstance(e2.__context__, KeyError))
    return "done"


print(nested())
i = 0
while True:
    i += 1
    if i % 2:
        continue
    if i > 6:
        break
else:
    print("never")
print(i)
for x in []:
    pass
else:
    print("empty for else")
e = None
try:
    raise RuntimeError("bound")
except RuntimeError as e:
    pass
try:
    print(e)
except NameError as err:
    print("NameError:", err)
