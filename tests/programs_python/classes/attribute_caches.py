# Attribute loads and stores at one site over instances whose dicts differ in
# layout, types that change after the site ran, properties added late,
# __setattr__ hooks and deleted attributes (the inline caches must only
# skip work, never change an answer).


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


class Shifted:
    def __init__(self, x, y):
        self.y = y  # other insertion order: other entry index for x
        self.x = x


class Logged:
    def __init__(self):
        self.log = []
        self.x = 0

    def __setattr__(self, name, value):
        if name != "log":
            self.log.append((name, value))
        object.__setattr__(self, name, value)


def get_x(o):
    return o.x


def set_x(o, v):
    o.x = v


def bump(o):
    o.x += 1


objs = [Point(1, 2), Shifted(3, 4), Point(5, 6), Logged()]
for _ in range(3):
    print([get_x(o) for o in objs])
    for o in objs:
        set_x(o, get_x(o) * 2)
        bump(o)
print([get_x(o) for o in objs], objs[3].log[-2:])

# Deleting and re-adding moves x to another entry.
p = Point(7, 8)
print(get_x(p))
del p.x
p.z = 9
p.x = 10
print(get_x(p), p.__dict__)
try:
    del p.x
    get_x(p)
except AttributeError as e:
    print("AttributeError:", e)


# A property added to the class after the sites cached it wins over the dict.
class Late:
    def __init__(self):
        self.x = 1


lt = Late()
print(get_x(lt))
set_x(lt, 2)
print(get_x(lt))
Late.x = property(lambda self: 100, lambda self, v: print("setter", v))
print(get_x(lt))
set_x(lt, 3)
bump(lt)
print(lt.__dict__)


# A class with a property elsewhere: plain attributes still read the dict.
class WithProp:
    def __init__(self):
        self.x = 5

    @property
    def double(self):
        return self.x * 2


w = WithProp()
for i in range(3):
    set_x(w, i)
    print(get_x(w), w.double)


# A class attribute shadowed by an instance attribute, then removed.
class Default:
    x = "class"


d = Default()
print(get_x(d))
set_x(d, "instance")
print(get_x(d))
del d.x
print(get_x(d))


# Stores through a descriptor with __set__ on a user class.
class Desc:
    def __get__(self, obj, owner):
        return "desc-get"

    def __set__(self, obj, value):
        print("desc-set", value)


class UsesDesc:
    pass


u = UsesDesc()
set_x(u, 1)
UsesDesc.x = Desc()
set_x(u, 2)
print(u.__dict__)


# Exceptions keep their special attributes.
err = ValueError("bad")
set_x(err, 4)
print(get_x(err), err.args)
