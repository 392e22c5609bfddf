import io
import torch
import torch.nn as nn
from collections import Counter, OrderedDict, defaultdict, namedtuple

torch.manual_seed(0)
m = nn.Linear(2, 2)
opt = torch.optim.SGD(m.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.MultiStepLR(opt, milestones=[1, 3, 3], gamma=0.5)
for _ in range(4):
    opt.step()
    sched.step()
Pair = namedtuple("Pair", "a b")
ck = {"sched": sched.state_dict(), "counts": Counter("aab"), "od": OrderedDict(x=1), "pair": (1, 2), "set": {3, 1}, "fs": frozenset([2]), "cplx": 1 + 2j, "bytes": b"\x00\x01", "none": None, "nested": [[torch.ones(1)]]}
buf = io.BytesIO()
torch.save(ck, buf)
buf.seek(0)
back = torch.load(buf)
print(back["sched"]["milestones"], back["counts"], back["od"], back["set"], back["fs"], back["cplx"], back["bytes"], back["nested"])
print(type(back["counts"]).__name__, type(back["od"]).__name__, back["sched"]["_last_lr"])
s2 = torch.optim.lr_scheduler.MultiStepLR(torch.optim.SGD(m.parameters(), lr=1.0), milestones=[10])
s2.load_state_dict(back["sched"])
print(s2.milestones, s2.last_epoch)
