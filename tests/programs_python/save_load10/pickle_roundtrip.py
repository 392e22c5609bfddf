# pickle's bytes are CPython's: small pickles print identically, and
# everything round-trips (shared references, cycles, classes, reductions).
import collections
import pickle


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        return f"Point({self.x}, {self.y})"


class Slotted:
    __slots__ = ('a', 'b')

    def __init__(self, a, b):
        self.a = a
        self.b = b


class WithState:
    def __init__(self):
        self.secret = 41
        self.cache = [1, 2]

    def __getstate__(self):
        return {'secret': self.secret}

    def __setstate__(self, state):
        self.secret = state['secret'] + 1
        self.cache = None


class Reduced:
    def __init__(self, n):
        self.n = n

    def __reduce__(self):
        return (Reduced, (self.n * 10,))


for proto in range(0, 6):
    for value in [None, True, False, 0, 1, 255, 256, 65535, 65536, -1, -2**31, 2**31, 2**70, -2**70,
                  1.5, -0.0, 'ab', 'é', '', b'', b'xy', (), (1,), (1, 2), (1, 2, 3), (1, 2, 3, 4), [], [1, [2]],
                  {}, {'k': [1.5]}]:
        data = pickle.dumps(value, protocol=proto)
        back = pickle.loads(data)
        if proto >= 2 or not isinstance(value, bytes):
            print(proto, repr(value), data, back == value and type(back) is type(value))

shared = [1, 2]
obj = {'a': shared, 'b': shared, 'p': Point(1, 2.5), 's': {3, 1}, 'f': frozenset([4]),
       'od': collections.OrderedDict([('z', 1), ('y', 2)]), 'dd': collections.defaultdict(list, {'q': [1]}),
       'c': 3 + 4j, 'r': range(1, 9, 2), 'cls': Point, 'fn': len}
for proto in range(2, 6):
    back = pickle.loads(pickle.dumps(obj, protocol=proto))
    print(proto, back['a'] is back['b'], back['p'], sorted(back['s']), back['f'], list(back['od'].items()),
          back['dd']['q'], back['dd']['new'], back['c'], back['r'], back['cls'] is Point, back['fn'] is len)

cyc = [1]
cyc.append(cyc)
back = pickle.loads(pickle.dumps(cyc))
print(back[1] is back, back[0])

s = pickle.loads(pickle.dumps(Slotted(1, 'two')))
print(s.a, s.b)
w = pickle.loads(pickle.dumps(WithState()))
print(w.secret, w.cache)
print(pickle.loads(pickle.dumps(Reduced(4))).n)
Pair = collections.namedtuple('Pair', 'left right')
globals()['Pair'] = Pair
print(pickle.loads(pickle.dumps(Pair(1, 2))))
print(pickle.dumps(Point(1, 2)))
print(pickle.dumps(collections.OrderedDict(a=1), protocol=2))

for bad in [b'', b'\x80\x04K', b'\xff', b'\x80\x02h\x05.', b'\x80\x02.']:
    try:
        pickle.loads(bad)
    except Exception as e:
        print(type(e).__name__, e)


def local():
    class Inner:
        pass
    return Inner()


try:
    pickle.dumps(local())
except (AttributeError, pickle.PicklingError) as e:
    print(type(e).__name__)
try:
    pickle.dumps(lambda: 0)
except (AttributeError, pickle.PicklingError) as e:
    print(type(e).__name__)
try:
    pickle.dumps((x for x in []))
except TypeError as e:
    print(e)
