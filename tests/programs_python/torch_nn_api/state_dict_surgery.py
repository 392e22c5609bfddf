import torch
import torch.nn as nn
from collections import OrderedDict


class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 3)
        self.bn = nn.BatchNorm1d(3)

    def forward(self, x):
        return torch.relu(self.bn(self.fc(x)))


class Classifier(nn.Module):
    def __init__(self, n_cls=2):
        super().__init__()
        self.encoder = Encoder()
        self.head = nn.Linear(3, n_cls)

    def forward(self, x):
        return self.head(self.encoder(x))


torch.manual_seed(0)
src = Classifier(n_cls=2)
sd = src.state_dict()
print(type(sd).__name__)
for k, v in sd.items():
    print(f"{k:28s} {str(tuple(v.shape)):10s} {v.dtype}")

dst = Classifier(n_cls=5)
filtered = OrderedDict((k, v) for k, v in sd.items() if not k.startswith("head."))
result = dst.load_state_dict(filtered, strict=False)
print(result.missing_keys)
print(result.unexpected_keys)
print(torch.equal(dst.encoder.fc.weight, src.encoder.fc.weight))

try:
    dst.load_state_dict(sd)
except RuntimeError as e:
    msg = str(e)
    print(msg.splitlines()[0])
    print("size mismatch" in msg)

renamed = {k.replace("encoder.", "backbone."): v for k, v in sd.items() if "head" not in k}
res = dst.load_state_dict(renamed, strict=False)
print(len(res.missing_keys), len(res.unexpected_keys))
print(sorted(res.unexpected_keys)[:3])

enc_sd = src.encoder.state_dict(prefix="enc.")
print(list(enc_sd.keys()))
sd2 = src.state_dict(keep_vars=True)
print(sd2["head.weight"].requires_grad, sd["head.weight"].requires_grad)

with torch.no_grad():
    for name, p in src.named_parameters():
        if "bias" in name:
            p.zero_()
print([round(p.abs().sum().item(), 4) for n, p in src.named_parameters() if "bias" in n])
src.encoder.bn.running_mean.fill_(0.5)
print(src.state_dict()["encoder.bn.running_mean"])
print(src.state_dict()["encoder.bn.num_batches_tracked"])
