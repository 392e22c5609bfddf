# finally with break/continue/return in loops; exception inside handlers.
def gen_log():
    log = []
    for i in range(4):
        try:
            if i == 2:
                break
            log.append(("try", i))
        finally:
            log.append(("fin", i))
    return log
print(gen_log())
def nested():
    try:
        try:
            raise ValueError("v")
        finally:
            print("inner finally")
    except ValueError as e:
        print("handled", e)
    finally:
        print("outer finally")
nested()
def handler_raises():
    try:
        raise KeyError("a")
    except KeyError:
        try:
            raise TypeError("b")
        except TypeError as t:
            return f"caught {t!r} context={t.__context__!r}"
print(handler_raises())
count = 0
while True:
    try:
        count += 1
        if count > 3:
            raise StopIteration
    except StopIteration:
        print("stop at", count)
        break
