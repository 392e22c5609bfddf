import torch
import torch.nn as nn
from typing import List
from typing import Tuple

class SuboduleForwardMultipleInputs(torch.nn.Module):

    def __init__(self, name):
        super().__init__()
        self.name = name

    def forward(self, input1: List[str], input2: str):
        input1.append(self.name)
        output2 = input2 + '_'
        return (input1, output2)

class ModuleForwardMultipleInputs(torch.nn.Module):

    def __init__(self, name: str, submodule_name: str):
        super().__init__()
        self.name = name
        self.submodule = SuboduleForwardMultipleInputs(submodule_name)

    def forward(self, input1: List[str], input2: str):
        input1.append(self.name)
        return self.submodule(input1, input2)

def create_submodule_forward_multiple_inputs():
    m = ModuleForwardMultipleInputs('outer_mod_name', 'inner_mod_name')

    def pre_hook(self, input: Tuple[List[str], str]) -> Tuple[List[str], str]:
        assert self.name == 'inner_mod_name'
        assert input[0][1] == 'outer_mod_name'
        return (['pre_hook_override_name'], 'pre_hook_override')

    def forward_hook(self, input: Tuple[List[str], str], output: Tuple[List[str], str]):
        assert self.name == 'inner_mod_name'
        assert input[0][0] == 'pre_hook_override_name'
        output2 = output[1] + 'fh'
        return (output[0], output2)
    m.submodule.register_forward_pre_hook(pre_hook)
    m.submodule.register_forward_hook(forward_hook)
    return m
print(torch.jit.script(create_submodule_forward_multiple_inputs())(['a'], 'no_pre_hook'))
