# assert with and without message, del of names/items/attributes.
try:
    assert 1 + 1 == 3, "math is broken"
except AssertionError as e:
    print("AssertionError:", e)
try:
    assert False
except AssertionError as e:
    print("empty:", repr(e))
assert True, "never"
x = 5
del x
try:
    x
except NameError as e:
    print(e)
class O:
    pass
o = O()
o.a = 1
del o.a
try:
    o.a
except AttributeError as e:
    print(e)
d = {1: 2}
try:
    del d[3]
except KeyError as e:
    print("KeyError", e)
def local_del():
    v = 1
    del v
    try:
        return v
    except UnboundLocalError as e:
        return str(e)
print(local_del())
