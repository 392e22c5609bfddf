class AppError(Exception):
    def __init__(self, msg, code=1):
        super().__init__(msg)
        self.code = code
class DbError(AppError):
    pass
class NotFound(DbError, KeyError):
    pass
def f(k):
    try:
        raise NotFound(f"no {k}", code=404)
    except KeyError as e:
        print("caught as KeyError", type(e).__name__, e.code, repr(e), str(e))
        raise
try:
    f("x")
except AppError as e:
    print("outer", e.args, isinstance(e, DbError))
def order():
    log = []
    try:
        try:
            log.append("try")
            return log
        finally:
            log.append("inner finally")
    finally:
        log.append("outer finally")
print(order())
def g():
    try:
        1 / 0
    except ZeroDivisionError as e:
        raise ValueError("bad") from e
try:
    g()
except ValueError as e:
    print(e, type(e.__cause__).__name__, e.__suppress_context__)
try:
    try:
        raise KeyError("k")
    except KeyError:
        raise RuntimeError("r")
except RuntimeError as e:
    print(repr(e.__context__), e.__cause__)
try:
    raise TypeError("t") from None
except TypeError as e:
    print(e.__suppress_context__, e.__context__)
for exc in [KeyError("a"), KeyError(), OSError(2, "nofile"), UnicodeError("u"), StopIteration(5)]:
    print(type(exc).__name__, repr(str(exc)), exc.args)
print(issubclass(NotFound, LookupError), NotFound.__mro__[1].__name__)
try:
    raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
except ExceptionGroup as eg:
    print(eg, len(eg.exceptions), eg.split(ValueError)[0].exceptions)
