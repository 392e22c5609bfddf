import torch
import torch.nn as nn
from torch import Tensor
from typing import List
from typing import Dict
from typing import Any

torch.manual_seed(0)

class CustomStateDictModule(torch.nn.Module):

    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(6, 16, 5)
        self.fc = torch.nn.Linear(16 * 5 * 5, 120)
        self.customized_save_state_dict_called: bool = False
        self.customized_load_state_dict_called: bool = False

    def forward(self, x):
        x = self.conv(x)
        x = self.fc(x)
        return x

    @torch.jit.export
    def _save_to_state_dict(self, destination: Dict[str, torch.Tensor], prefix: str, keep_vars: bool):
        self.customized_save_state_dict_called = True
        return {'dummy': torch.ones(1)}

    @torch.jit.export
    def _load_from_state_dict(self, state_dict: Dict[str, torch.Tensor], prefix: str, local_metadata: Any, strict: bool, missing_keys: List[str], unexpected_keys: List[str], error_msgs: List[str]):
        self.customized_load_state_dict_called = True
        return

class ParentModule(torch.nn.Module):

    def __init__(self):
        super().__init__()
        self.sub = CustomStateDictModule()

    def forward(self, x):
        return self.sub(x)
m1 = torch.jit.script(ParentModule())
state_dict = m1.state_dict()
m2 = torch.jit.script(ParentModule())
m2.load_state_dict(state_dict)
print(m2.sub.customized_load_state_dict_called)
