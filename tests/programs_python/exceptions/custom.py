# User exception classes, hierarchy, raise from, __cause__/__context__.
class AppError(Exception):
    def __init__(self, code, msg):
        super().__init__(msg)
        self.code = code
class NotFound(AppError):
    pass
def find(k):
    raise NotFound(404, f"{k} not found")
try:
    find("x")
except AppError as e:
    print(type(e).__name__, e.code, e, e.args, isinstance(e, Exception))
try:
    try:
        1 / 0
    except ZeroDivisionError as z:
        raise ValueError("bad") from z
except ValueError as e:
    print(repr(e.__cause__), e.__suppress_context__)
try:
    try:
        [].pop()
    except IndexError:
        raise KeyError("k2")
except KeyError as e:
    print(repr(e.__context__), e.__cause__)
class WithStr(Exception):
    def __str__(self):
        return "custom str"
try:
    raise WithStr()
except Exception as e:
    print(e, repr(e))
print(issubclass(KeyError, LookupError), issubclass(ZeroDivisionError, ArithmeticError), issubclass(RecursionError, RuntimeError))
print(issubclass(ModuleNotFoundError, ImportError), issubclass(NotImplementedError, RuntimeError), issubclass(StopIteration, Exception))
try:
    raise 5
except TypeError as e:
    print("TypeError:", e)
