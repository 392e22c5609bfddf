# warnings.catch_warnings(record=True) collects WarningMessage objects;
# filters and the seen-registry are restored on exit.
import warnings


def f():
    warnings.warn("careful", DeprecationWarning)


with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    f()
    warnings.warn("plain")
    print(len(w), w[0].category.__name__, str(w[0].message), w[1].category.__name__, w[0].lineno)
    print(type(w[0].message).__name__, isinstance(w[1].message, UserWarning))
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    warnings.warn("hidden")
with warnings.catch_warnings(record=True) as w2:
    warnings.simplefilter("error")
    try:
        warnings.warn("boom", RuntimeWarning)
    except RuntimeWarning as e:
        print("raised", e)
print(len(w2))


class A:
    def who(self):
        return "A"


class B:
    def who(self):
        return "B"


a = A()
a.__class__ = B
print(a.who(), type(a).__name__, isinstance(a, B))
try:
    a.__class__ = 3
except TypeError as e:
    print("TypeError:", e)
