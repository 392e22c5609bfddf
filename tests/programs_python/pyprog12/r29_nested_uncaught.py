import torch

class Config:
    def __init__(self, **kw):
        self.__dict__.update(kw)

def validate(cfg):
    if cfg.lr <= 0:
        raise ValueError(f"lr must be positive, got {cfg.lr}")

def build(cfg):
    try:
        validate(cfg)
    except ValueError as e:
        raise RuntimeError("bad config") from e
    return torch.nn.Linear(cfg.d, cfg.d)

print(build(Config(lr=0.1, d=2)))
try:
    build(Config(lr=-1, d=2))
except RuntimeError as e:
    print("caught:", e, "<-", e.__cause__)
build(Config(lr=0.0, d=3))
