import torch
import io

import io

@torch.jit.script
def wrong_module_attr_lookup():
    return io.BytesIO
