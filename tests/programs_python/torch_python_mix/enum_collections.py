import enum
from collections import namedtuple, OrderedDict, defaultdict, Counter, deque
import torch

class Phase(enum.Enum):
    TRAIN = "train"
    EVAL = "eval"
    TEST = "test"

class Level(enum.IntEnum):
    LOW = 1
    HIGH = 2

print(Phase.TRAIN, Phase("eval"), Phase.TEST.name, Phase.TEST.value)
print(list(Phase))
print(Level.HIGH > Level.LOW, Level.HIGH + 1)
print(Phase.TRAIN is Phase["TRAIN"])

Batch = namedtuple("Batch", ["inputs", "targets"])
b = Batch(torch.ones(2), torch.zeros(2))
print(b.inputs, b.targets)
print(b._fields, b._replace(targets=torch.ones(1)).targets)
inp, tgt = b
print(inp.shape)

metrics = defaultdict(list)
torch.manual_seed(2)
for phase in Phase:
    for i in range(3):
        metrics[phase.value].append(round(torch.rand(1).item(), 3))
print(dict(metrics))

words = "the cat sat on the mat the end".split()
c = Counter(words)
print(c.most_common(2))
print(c["the"], c["dog"])
vocab = {w: i for i, (w, _) in enumerate(sorted(c.items(), key=lambda kv: (-kv[1], kv[0])))}
print(vocab)
ids = torch.tensor([vocab[w] for w in words])
print(ids)

od = OrderedDict()
od["b"] = 1
od["a"] = 2
od.move_to_end("b")
print(od, list(od.keys()))

window = deque(maxlen=3)
for v in range(6):
    window.append(v * 1.5)
    print(sum(window) / len(window), end=" ")
print()
window.appendleft(-1)
print(window, window.popleft())
