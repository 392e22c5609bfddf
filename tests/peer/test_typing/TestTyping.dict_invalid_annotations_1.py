import torch
from typing import Dict

def wrong_value_type(dictionary: Dict[str, torch.jit.ScriptModule]):
    return
torch.jit.script(wrong_value_type)
