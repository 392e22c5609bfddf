# Exported script methods named like nn.Module's (_save_to_state_dict,
# _load_from_state_dict) replace them on the script module, so state_dict()
# and load_state_dict() run the scripted versions.
import torch
from typing import Any, Dict, List


class Counter(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(2, 2)
        self.saves: int = 0
        self.loads: int = 0

    def forward(self, x):
        return self.lin(x)

    @torch.jit.export
    def _save_to_state_dict(self, destination: Dict[str, torch.Tensor], prefix: str, keep_vars: bool):
        self.saves += 1
        destination[prefix + "marker"] = torch.ones(1)

    @torch.jit.export
    def _load_from_state_dict(self, state_dict: Dict[str, torch.Tensor], prefix: str, local_metadata: Any,
                              strict: bool, missing_keys: List[str], unexpected_keys: List[str],
                              error_msgs: List[str]):
        self.loads += 1


class Outer(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.inner = Counter()

    def forward(self, x):
        return self.inner(x)


m = torch.jit.script(Counter())
sd = m.state_dict()
print(sorted(sd.keys()), m.saves, m.loads)
m.load_state_dict(sd)
print(m.saves, m.loads)

o = torch.jit.script(Outer())
sd = o.state_dict()
print(sorted(sd.keys()), o.inner.saves)
o.load_state_dict(sd)
print(o.inner.loads)
